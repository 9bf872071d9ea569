package imunit;

import static jvsim.api.IMUnit.fireEvent;

import jvsim.api.Schedule;

/**
 * Two schedules on one method, each its own search: the first lets tb start only after ta is done
 * and passes, the second the opposite and fails the assertion that ta came first.
 */
public final class TwoSchedules {
    private TwoSchedules() {}

    static volatile String first;

    @Schedule("aDone@ta -> b@tb")
    @Schedule("bDone@tb -> a@ta")
    public static void aBeforeB() throws InterruptedException {
        first = null;
        Thread ta = new Thread(() -> { fireEvent("a"); if (first == null) first = "a"; fireEvent("aDone"); }, "ta");
        Thread tb = new Thread(() -> { fireEvent("b"); if (first == null) first = "b"; fireEvent("bDone"); }, "tb");
        ta.start();
        tb.start();
        ta.join();
        tb.join();
        if (!"a".equals(first)) throw new AssertionError("b came first");
    }
}
