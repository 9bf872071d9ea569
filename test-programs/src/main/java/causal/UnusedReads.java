package causal;

/**
 * Reads whose values their thread never uses, next to ones it uses (ListenerEventsTest,
 * CausalAgainstDporTest): main loads x into a local variable nothing reads again, y (a long) the
 * same way, and the holder's field z into a local read only on a path that overwrites it first;
 * it uses a[0] (printed) and w (in a branch). A writer stores into all of them. Only the used reads
 * tell executions apart for causal search: two values of a[0] times two of w. With an argument,
 * it ends by throwing an exception that names the final state.
 */
public class UnusedReads {
    static int x, w;
    static long y;
    static final int[] a = new int[1];
    static final UnusedReads holder = new UnusedReads();
    int z;

    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(() -> {
            x = 1;
            y = 2;
            holder.z = 3;
            a[0] = 4;
            w = 5;
        });
        t.start();
        int deadInt = x;
        long deadLong = y;
        int overwritten = holder.z;
        int used = a[0];
        if (w == 5) overwritten = 1;
        else overwritten = 0;
        t.join();
        // with an argument, each final state is a violation of its own (for comparing searches)
        if (args.length > 0) throw new IllegalStateException("final state " + used + " " + overwritten);
        System.out.println(used + " " + overwritten);
    }
}
