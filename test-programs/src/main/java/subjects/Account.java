package subjects;

/**
 * Account (ReEx, ConTest): two clerks deposit into one account and a third transfers from it to
 * another. The buggy deposit and withdrawal read the balance and write it back without the account's
 * lock, so concurrent updates are lost and the total changes; the fixed ones are synchronized (a
 * transfer takes both accounts' locks in a fixed order).
 */
public class Account {
    int balance;
    final int id;

    Account(int id, int balance) { this.id = id; this.balance = balance; }

    void add(int amount, boolean fixed) {
        if (fixed) {
            synchronized (this) { balance += amount; }
        } else {
            int b = balance;
            balance = b + amount;
        }
    }

    static void transfer(Account from, Account to, int amount, boolean fixed) {
        if (fixed) {
            Account first = from.id < to.id ? from : to, second = first == from ? to : from;
            synchronized (first) {
                synchronized (second) {
                    from.add(-amount, true);
                    to.add(amount, true);
                }
            }
        } else {
            from.add(-amount, false);
            to.add(amount, false);
        }
    }

    public static void main(String[] args) throws InterruptedException {
        boolean fixed = args.length > 0 && args[0].equals("fixed");
        Account a = new Account(1, 100), b = new Account(2, 0);
        Thread deposit = new Thread(() -> a.add(10, fixed));
        Thread move = new Thread(() -> transfer(a, b, 30, fixed));
        deposit.start();
        move.start();
        deposit.join();
        move.join();
        if (a.balance + b.balance != 110) throw new IllegalStateException("money lost: " + a.balance + " + " + b.balance);
    }
}
