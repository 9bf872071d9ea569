package capp.transferdeadlock;

/** CAPP corpus, correct (old) version: deadlock: locks taken in argument order, not by id. */
public class TransferDeadlock {
    static final class Account {
        final int id; int balance = 10;
        Account(int id) { this.id = id; }
    }
    static void transfer(Account from, Account to, int amount) {
        Account first = from.id < to.id ? from : to, second = first == from ? to : from;
        synchronized (first) { synchronized (second) { from.balance -= amount; to.balance += amount; } }
    }
    public static void main(String[] args) throws Exception {
        Account a = new Account(1), b = new Account(2);
        Stats s = new Stats();
        Thread t1 = new Thread(() -> { s.work(); transfer(a, b, 1); });
        Thread t2 = new Thread(() -> { s.work(); transfer(b, a, 1); });
        t1.start(); t2.start(); t1.join(); t2.join();
        if (a.balance + b.balance != 20) throw new IllegalStateException("money lost");
    }
    /** Work of the threads that the change does not touch: a shared statistics object under its lock. */
    static final class Stats {
        int ticks, tocks;
        synchronized void tick() { ticks++; }
        synchronized void tock() { tocks++; }
        void work() { for (int i = 0; i < 2; i++) { tick(); tock(); } }
    }
}
