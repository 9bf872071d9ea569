package subjects;

/**
 * Airline (ReEx, RankChecker): three agents each sell a seat while seats are left. The buggy agent
 * checks the count and then sells (check-then-act), so two agents that both see the last seat
 * oversell the flight; the fixed one checks and sells under the flight's lock.
 */
public class Airline {
    static final int SEATS = 2;
    static int sold;
    static final Object FLIGHT = new Object();

    static void sell(boolean fixed) {
        if (fixed) {
            synchronized (FLIGHT) {
                if (sold < SEATS) sold++;
            }
        } else if (sold < SEATS) {
            int s = sold;
            sold = s + 1;
        }
    }

    public static void main(String[] args) throws InterruptedException {
        boolean fixed = args.length > 0 && args[0].equals("fixed");
        Thread[] agents = new Thread[3];
        for (int i = 0; i < agents.length; i++) agents[i] = new Thread(() -> sell(fixed));
        for (Thread t : agents) t.start();
        for (Thread t : agents) t.join();
        if (sold > SEATS) throw new IllegalStateException("oversold: " + sold + " of " + SEATS + " seats");
    }
}
