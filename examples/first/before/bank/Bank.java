package bank;

public class Bank {
    private int balance = 100;

    boolean withdraw(int amount) {
        if (balance < amount) return false;
        balance = balance - amount;
        return true;
    }

    int balance() { return balance; }

    public static void main(String[] args) throws InterruptedException {
        Bank account = new Bank();
        Thread alice = new Thread(() -> account.withdraw(80), "alice");
        Thread bob = new Thread(() -> account.withdraw(80), "bob");
        alice.start();
        bob.start();
        alice.join();
        bob.join();
        System.out.println("balance = " + account.balance());
        if (account.balance() < 0) throw new IllegalStateException("overdrawn: balance = " + account.balance());
    }
}
