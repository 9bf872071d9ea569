package conformance;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.ArrayList;
import java.util.List;

/** VarHandle access modes on fields, static fields and array elements, with contention. */
public class ConcVarHandles {
    volatile int i;
    long l;
    boolean z;
    byte by;
    short sh;
    char ch;
    float f;
    double d;
    Object ref;
    static int counter;

    static final VarHandle I, L, Z, BY, SH, CH, F, D, REF, COUNTER, INTS, LONGS, OBJS;

    static {
        try {
            MethodHandles.Lookup lk = MethodHandles.lookup();
            I = lk.findVarHandle(ConcVarHandles.class, "i", int.class);
            L = lk.findVarHandle(ConcVarHandles.class, "l", long.class);
            Z = lk.findVarHandle(ConcVarHandles.class, "z", boolean.class);
            BY = lk.findVarHandle(ConcVarHandles.class, "by", byte.class);
            SH = lk.findVarHandle(ConcVarHandles.class, "sh", short.class);
            CH = lk.findVarHandle(ConcVarHandles.class, "ch", char.class);
            F = lk.findVarHandle(ConcVarHandles.class, "f", float.class);
            D = lk.findVarHandle(ConcVarHandles.class, "d", double.class);
            REF = lk.findVarHandle(ConcVarHandles.class, "ref", Object.class);
            COUNTER = lk.findStaticVarHandle(ConcVarHandles.class, "counter", int.class);
            INTS = MethodHandles.arrayElementVarHandle(int[].class);
            LONGS = MethodHandles.arrayElementVarHandle(long[].class);
            OBJS = MethodHandles.arrayElementVarHandle(String[].class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    public static void main(String[] args) throws Exception {
        ConcVarHandles o = new ConcVarHandles();
        int[] ints = new int[4];
        long[] longs = new long[2];
        List<Thread> ts = new ArrayList<>();
        for (int t = 0; t < 4; t++) {
            ts.add(new Thread(() -> {
                for (int k = 0; k < 200; k++) {
                    I.getAndAdd(o, 1);
                    int cur;
                    do {
                        cur = (int) COUNTER.getVolatile();
                    } while (!COUNTER.compareAndSet(cur, cur + 2));
                    INTS.getAndAdd(ints, k % 4, 1);
                    long prev;
                    do {
                        prev = (long) LONGS.getAcquire(longs, 1);
                    } while (!LONGS.weakCompareAndSet(longs, 1, prev, prev + k));
                    L.getAndAddRelease(o, 1L);
                }
            }));
        }
        for (Thread t : ts) t.start();
        for (Thread t : ts) t.join();
        System.out.println("contended: i " + o.i + " static " + counter + " ints " + java.util.Arrays.toString(ints) + " longs[1] " + longs[1] + " l " + o.l);

        // plain / opaque / acquire / release / volatile access
        I.set(o, 10);
        System.out.println("get " + (int) I.get(o) + " opaque " + (int) I.getOpaque(o) + " acquire " + (int) I.getAcquire(o) + " volatile " + (int) I.getVolatile(o));
        I.setOpaque(o, 11);
        I.setRelease(o, 12);
        I.setVolatile(o, 13);
        System.out.println("after sets " + o.i);
        System.out.println("cas " + (boolean) I.compareAndSet(o, 13, 20) + " failing cas " + (boolean) I.compareAndSet(o, 13, 30) + " value " + o.i);
        System.out.println("cae " + (int) I.compareAndExchange(o, 20, 21) + " cae fail " + (int) I.compareAndExchangeAcquire(o, 0, 99) + " caeRelease " + (int) I.compareAndExchangeRelease(o, 21, 22) + " value " + o.i);
        boolean weak = false;
        while (!weak) weak = I.weakCompareAndSetPlain(o, 22, 23);
        while (!(boolean) I.weakCompareAndSetAcquire(o, 23, 24)) { }
        while (!(boolean) I.weakCompareAndSetRelease(o, 24, 25)) { }
        System.out.println("weak cas chain " + o.i);
        System.out.println("getAndSet " + (int) I.getAndSet(o, 0b1100) + " getAndBitwiseOr " + (int) I.getAndBitwiseOr(o, 0b0011) + " -> " + o.i
                + " getAndBitwiseAnd " + (int) I.getAndBitwiseAnd(o, 0b1010) + " -> " + o.i + " getAndBitwiseXor " + (int) I.getAndBitwiseXor(o, 0b1111) + " -> " + o.i);
        System.out.println("getAndAddAcquire " + (int) I.getAndAddAcquire(o, 5) + " getAndSetRelease " + (int) I.getAndSetRelease(o, -1) + " getAndBitwiseOrAcquire " + (int) I.getAndBitwiseOrAcquire(o, 0) + " final " + o.i);

        // other primitive kinds
        L.set(o, Long.MAX_VALUE);
        System.out.println("long getAndAdd wraps " + (long) L.getAndAdd(o, 1L) + " -> " + o.l + " xor " + (long) L.getAndBitwiseXor(o, -1L) + " -> " + o.l);
        System.out.println("boolean cas " + (boolean) Z.compareAndSet(o, false, true) + " " + o.z + " getAndBitwiseXor " + (boolean) Z.getAndBitwiseXor(o, true) + " -> " + o.z);
        BY.set(o, (byte) 127);
        System.out.println("byte getAndAdd wraps " + (byte) BY.getAndAdd(o, (byte) 1) + " -> " + o.by);
        SH.set(o, (short) -1);
        System.out.println("short and " + (short) SH.getAndBitwiseAnd(o, (short) 0x0ff0) + " -> " + o.sh);
        CH.set(o, 'a');
        System.out.println("char getAndAdd " + (char) CH.getAndAdd(o, (char) 2) + " -> " + o.ch + " cas " + (boolean) CH.compareAndSet(o, 'c', 'z') + " " + o.ch);
        F.set(o, 1.5f);
        System.out.println("float getAndAdd " + (float) F.getAndAdd(o, 2.25f) + " -> " + o.f + " cas " + (boolean) F.compareAndSet(o, 3.75f, -0.0f) + " " + o.f);
        D.set(o, Double.NaN);
        System.out.println("double cas on NaN (bitwise) " + (boolean) D.compareAndSet(o, Double.NaN, 2.5) + " " + o.d + " getAndAdd " + (double) D.getAndAdd(o, 0.25) + " -> " + o.d);

        // references and arrays
        Object a = new Object(), b = "b";
        REF.set(o, a);
        System.out.println("ref cas " + (boolean) REF.compareAndSet(o, a, b) + " " + o.ref + " getAndSet " + REF.getAndSet(o, "c") + " -> " + o.ref
                + " cae " + REF.compareAndExchange(o, "c", null) + " -> " + o.ref);
        String[] strs = {"x", "y"};
        System.out.println("array ref cas " + (boolean) OBJS.compareAndSet(strs, 0, "x", "X") + " " + String.join(",", strs) + " getAndSet " + OBJS.getAndSet(strs, 1, "Y") + " " + String.join(",", strs));
        try {
            INTS.get(ints, 4);
        } catch (IndexOutOfBoundsException e) {
            System.out.println("array handle bounds " + e.getClass().getSimpleName());
        }
        try {
            I.get((ConcVarHandles) null);
        } catch (NullPointerException e) {
            System.out.println("null receiver NPE");
        }
        System.out.println("static getAndAdd " + (int) COUNTER.getAndAdd(1) + " -> " + counter);
        System.out.println("varType " + I.varType().getName() + " " + REF.varType().getName() + " " + INTS.varType().getName());
        VarHandle.fullFence();
        VarHandle.acquireFence();
        VarHandle.releaseFence();
        VarHandle.loadLoadFence();
        VarHandle.storeStoreFence();
        System.out.println("fences ok");
    }
}
