package deadlocks;

/**
 * A superclass whose static initializer creates an instance of its subclass, while another thread
 * creates one first: that thread marks the subclass in progress and then waits for the superclass
 * (JVMS 5.5 step 7), whose initializer waits for the subclass. A known class-initialization
 * deadlock that some schedules produce.
 */
public class ClassInitSuperDeadlock {
    static class Base {
        static final Base DEFAULT;
        static {
            DEFAULT = new Derived();
        }
    }

    static class Derived extends Base {
    }

    static void check(Base b) {
        if (b == null) throw new AssertionError("no instance");
    }

    public static void main(String[] args) throws InterruptedException {
        Thread t0 = new Thread(() -> check(Base.DEFAULT));
        Thread t1 = new Thread(() -> check(new Derived()));
        t0.start();
        t1.start();
        t0.join();
        t1.join();
    }
}
