package subjects;

/**
 * BufWriter (ConTest): a writer appends characters to a buffer while a checker reads what was
 * written so far. The buggy writer advances the published length before it stores the character,
 * so the checker may read a slot not yet written; the fixed writer stores first and then publishes
 * the length (volatile).
 */
public class BufWriter {
    static final char[] buf = new char[2];
    static volatile int length;

    static void write(char c, boolean fixed) {
        int n = length;
        if (fixed) {
            buf[n] = c;
            length = n + 1;
        } else {
            length = n + 1;
            buf[n] = c;
        }
    }

    public static void main(String[] args) throws InterruptedException {
        boolean fixed = args.length > 0 && args[0].equals("fixed");
        Thread checker = new Thread(() -> {
            int n = length;
            for (int i = 0; i < n; i++) if (buf[i] == 0) throw new IllegalStateException("slot " + i + " published but not written");
        });
        checker.start();
        write('a', fixed);
        write('b', fixed);
        checker.join();
    }
}
