package capp.accountsplit;

/** CAPP corpus, changed (new) version: atomicity violation: check and withdrawal in two critical sections. */
public class AccountSplit {
    static final class Account {
        int balance = 100;
        boolean withdraw(int amount) {
            boolean ok;
            synchronized (this) { ok = balance >= amount; }
            if (!ok) return false; synchronized (this) { balance -= amount; }
            return true;
        }
    }
    public static void main(String[] args) throws Exception {
        Account a = new Account();
        Stats s = new Stats();
        Thread t1 = new Thread(() -> { a.withdraw(60); s.work(); });
        Thread t2 = new Thread(() -> { a.withdraw(60); s.work(); });
        t1.start(); t2.start(); t1.join(); t2.join();
        if (a.balance < 0) throw new IllegalStateException("overdrawn: balance " + a.balance);
    }
    /** Work of the threads that the change does not touch: a shared statistics object under its lock. */
    static final class Stats {
        int ticks, tocks;
        synchronized void tick() { ticks++; }
        synchronized void tock() { tocks++; }
        void work() { for (int i = 0; i < 2; i++) { tick(); tock(); } }
    }
}
