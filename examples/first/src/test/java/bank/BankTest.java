package bank;

import static org.junit.jupiter.api.Assertions.assertTrue;

import jvsim.junit.JvsimTest;

class BankTest {
    @JvsimTest(maxTime = "60s")
    void twoWithdrawalsNeverOverdraw() throws InterruptedException {
        Bank account = new Bank();
        Thread alice = new Thread(() -> account.withdraw(80));
        alice.start();
        account.withdraw(80);
        alice.join();
        assertTrue(account.balance() >= 0, "overdrawn: balance = " + account.balance());
    }
}
