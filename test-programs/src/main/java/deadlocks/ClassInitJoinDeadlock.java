package deadlocks;

/**
 * A static initializer starts a thread and joins it, and that thread needs the class being
 * initialized: it waits for the initialization, which waits for it, in every schedule.
 */
public class ClassInitJoinDeadlock {
    static class Config {
        static int value;
        static {
            Thread loader = new Thread(() -> value = 42);
            loader.start();
            try {
                loader.join();
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
        }
    }

    public static void main(String[] args) {
        System.out.println("value = " + Config.value);
    }
}
