package dpor;

/**
 * Two threads print a line each: PrintStream.println enters the stream's monitor and re-enters it
 * (write inside writeln). Re-entering a monitor a thread holds is no scheduling point, so the only
 * race is the order of the two outer acquisitions: two executions.
 */
public class TwoPrinters {
    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(() -> System.out.println("one"));
        Thread b = new Thread(() -> System.out.println("two"));
        a.start();
        b.start();
        a.join();
        b.join();
    }
}
