package dpor;

/**
 * A thread interns a string it made at run time while main uses a string literal of equal contents
 * for the first time (which interns the literal): whichever comes first makes its string the
 * canonical one. Prints "interned first, literal canonical true" (the thread's string is the
 * canonical one, and main's literal is that string) or "literal first, literal canonical true"; no
 * violation; two outputs. The literal's resolution is
 * the VM's, a step only because the program calls String.intern.
 */
public class LiteralInternRace {
    static boolean first;

    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(() -> {
            String s = new StringBuilder("contents-").append(42).toString();
            first = s.intern() == s;
        });
        t.start();
        String literal = "contents-42";
        t.join();
        System.out.println((first ? "interned first" : "literal first") + ", literal canonical " + (literal == literal.intern()));
    }
}
