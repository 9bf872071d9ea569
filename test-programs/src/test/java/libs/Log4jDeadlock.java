package libs;

import org.apache.log4j.ConsoleAppender;
import org.apache.log4j.Logger;
import org.apache.log4j.PatternLayout;

/**
 * log4j 1.2's lock-order deadlock (Bugzilla 41214 shape): Category.callAppenders holds the logger's
 * (and the root's) monitor, and AppenderSkeleton.doAppend the appender's, while the layout renders
 * the message with toString(); a toString() that synchronizes on an object whose other synchronized
 * method logs deadlocks against a thread in that method.
 */
public class Log4jDeadlock {
    private static final Logger LOG = Logger.getLogger(Log4jDeadlock.class);

    static final class Account {
        private int balance;
        synchronized void deposit(int n) { balance += n; LOG.info("deposit " + n); }
        @Override public synchronized String toString() { return "account " + balance; }
    }

    public static void main(String[] args) throws InterruptedException {
        Logger.getRootLogger().addAppender(new ConsoleAppender(new PatternLayout("%m%n"), ConsoleAppender.SYSTEM_OUT));
        Account a = new Account();
        Thread t = new Thread(() -> a.deposit(5));
        t.start();
        LOG.info(a);
        t.join();
    }
}
