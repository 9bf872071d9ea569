package jvsim.jmh;

import java.util.concurrent.Callable;

/** Runs VM work on a host thread with a large stack, as jvsim's CLI does (class loading recurses deeply). */
final class BigStack {
    private BigStack() {}

    static final long STACK = 64L << 20;

    static <T> T call(String name, Callable<T> work) {
        Object[] out = new Object[1];
        Throwable[] failure = new Throwable[1];
        Thread t = new Thread(null, () -> {
            try {
                out[0] = work.call();
            } catch (Throwable e) {
                failure[0] = e;
            }
        }, name, STACK);
        t.start();
        try {
            t.join();
        } catch (InterruptedException e) {
            throw new IllegalStateException(e);
        }
        if (failure[0] != null) throw new IllegalStateException(failure[0]);
        @SuppressWarnings("unchecked") T result = (T) out[0];
        return result;
    }
}
