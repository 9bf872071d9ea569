package conformance;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * Every VarHandle access mode on every variable kind (static field, instance field, array element,
 * byte-array views in both byte orders) and every value type, with exact call-site types: results,
 * the variable after each access, and the exception (class and message) of unsupported modes; then
 * call-site adaptation (boxing, unboxing, widening, reference casts), exact-invocation handles and
 * the error cases (wrong types, null, bounds, misaligned views). The access-mode part is generated
 * (one block per handle); the output must match the host JVM's line for line.
 */
public class VarHandleModes {
    static boolean sZ;
    static byte sB;
    static short sS;
    static char sC;
    static int sI;
    static long sJ;
    static float sF;
    static double sD;
    static Object sL;
    boolean fZ;
    byte fB;
    short fS;
    char fC;
    int fI;
    long fJ;
    float fF;
    double fD;
    Object fL;
    String str;
    Integer boxed;
    final int finI = 5;
    static final Object FIN_S = new StringBuilder("fin");

    static final VarHandle S_Z, S_B, S_S, S_C, S_I, S_J, S_F, S_D, S_L, F_Z, F_B, F_S, F_C, F_I, F_J, F_F, F_D, F_L, A_Z, A_B, A_S, A_C, A_I, A_J, A_F, A_D, A_L, V_S_B, V_S_L, V_C_B, V_C_L, V_I_B, V_I_L, V_J_B, V_J_L, V_F_B, V_F_L, V_D_B, V_D_L, STR, BOXED, OBJS, STRS, FIN_I, FIN_L;

    static {
        try {
            MethodHandles.Lookup lk = MethodHandles.lookup();
            S_Z = lk.findStaticVarHandle(VarHandleModes.class, "sZ", boolean.class);
            S_B = lk.findStaticVarHandle(VarHandleModes.class, "sB", byte.class);
            S_S = lk.findStaticVarHandle(VarHandleModes.class, "sS", short.class);
            S_C = lk.findStaticVarHandle(VarHandleModes.class, "sC", char.class);
            S_I = lk.findStaticVarHandle(VarHandleModes.class, "sI", int.class);
            S_J = lk.findStaticVarHandle(VarHandleModes.class, "sJ", long.class);
            S_F = lk.findStaticVarHandle(VarHandleModes.class, "sF", float.class);
            S_D = lk.findStaticVarHandle(VarHandleModes.class, "sD", double.class);
            S_L = lk.findStaticVarHandle(VarHandleModes.class, "sL", Object.class);
            F_Z = lk.findVarHandle(VarHandleModes.class, "fZ", boolean.class);
            F_B = lk.findVarHandle(VarHandleModes.class, "fB", byte.class);
            F_S = lk.findVarHandle(VarHandleModes.class, "fS", short.class);
            F_C = lk.findVarHandle(VarHandleModes.class, "fC", char.class);
            F_I = lk.findVarHandle(VarHandleModes.class, "fI", int.class);
            F_J = lk.findVarHandle(VarHandleModes.class, "fJ", long.class);
            F_F = lk.findVarHandle(VarHandleModes.class, "fF", float.class);
            F_D = lk.findVarHandle(VarHandleModes.class, "fD", double.class);
            F_L = lk.findVarHandle(VarHandleModes.class, "fL", Object.class);
            A_Z = MethodHandles.arrayElementVarHandle(boolean[].class);
            A_B = MethodHandles.arrayElementVarHandle(byte[].class);
            A_S = MethodHandles.arrayElementVarHandle(short[].class);
            A_C = MethodHandles.arrayElementVarHandle(char[].class);
            A_I = MethodHandles.arrayElementVarHandle(int[].class);
            A_J = MethodHandles.arrayElementVarHandle(long[].class);
            A_F = MethodHandles.arrayElementVarHandle(float[].class);
            A_D = MethodHandles.arrayElementVarHandle(double[].class);
            A_L = MethodHandles.arrayElementVarHandle(Object[].class);
            V_S_B = MethodHandles.byteArrayViewVarHandle(short[].class, ByteOrder.BIG_ENDIAN);
            V_S_L = MethodHandles.byteArrayViewVarHandle(short[].class, ByteOrder.LITTLE_ENDIAN);
            V_C_B = MethodHandles.byteArrayViewVarHandle(char[].class, ByteOrder.BIG_ENDIAN);
            V_C_L = MethodHandles.byteArrayViewVarHandle(char[].class, ByteOrder.LITTLE_ENDIAN);
            V_I_B = MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.BIG_ENDIAN);
            V_I_L = MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN);
            V_J_B = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.BIG_ENDIAN);
            V_J_L = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
            V_F_B = MethodHandles.byteArrayViewVarHandle(float[].class, ByteOrder.BIG_ENDIAN);
            V_F_L = MethodHandles.byteArrayViewVarHandle(float[].class, ByteOrder.LITTLE_ENDIAN);
            V_D_B = MethodHandles.byteArrayViewVarHandle(double[].class, ByteOrder.BIG_ENDIAN);
            V_D_L = MethodHandles.byteArrayViewVarHandle(double[].class, ByteOrder.LITTLE_ENDIAN);
            STR = lk.findVarHandle(VarHandleModes.class, "str", String.class);
            BOXED = lk.findVarHandle(VarHandleModes.class, "boxed", Integer.class);
            OBJS = MethodHandles.arrayElementVarHandle(Object[].class);
            STRS = MethodHandles.arrayElementVarHandle(String[].class);
            FIN_I = lk.findVarHandle(VarHandleModes.class, "finI", int.class);
            FIN_L = lk.findStaticVarHandle(VarHandleModes.class, "FIN_S", Object.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    static final VarHandleModes o = new VarHandleModes();
    static final boolean[] aZ = new boolean[3];
    static final byte[] aB = new byte[3];
    static final short[] aS = new short[3];
    static final char[] aC = new char[3];
    static final int[] aI = new int[3];
    static final long[] aJ = new long[3];
    static final float[] aF = new float[3];
    static final double[] aD = new double[3];
    static final Object[] aL = new Object[3];
    static final byte[] bytes = new byte[24];

    static String hex(byte[] b) {
        StringBuilder s = new StringBuilder();
        for (int i = 8; i < 16; i++) s.append(String.format("%02x", b[i]));
        return s.toString();
    }

    static void r(String label, Object v) { System.out.println(label + " = " + v); }

    static void x(String label, Throwable e) { System.out.println(label + " ! " + e.getClass().getName() + ": " + e.getMessage()); }

    public static void main(String[] args) {
        staticZ();
        staticB();
        staticS();
        staticC();
        staticI();
        staticJ();
        staticF();
        staticD();
        staticL();
        fieldZ();
        fieldB();
        fieldS();
        fieldC();
        fieldI();
        fieldJ();
        fieldF();
        fieldD();
        fieldL();
        arrayZ();
        arrayB();
        arrayS();
        arrayC();
        arrayI();
        arrayJ();
        arrayF();
        arrayD();
        arrayL();
        viewSB();
        viewSL();
        viewCB();
        viewCL();
        viewIB();
        viewIL();
        viewJB();
        viewJL();
        viewFB();
        viewFL();
        viewDB();
        viewDL();
        Adaptation.run();
        supported();
    }

    /** isAccessModeSupported of every handle: one digit per AccessMode, in declaration order. */
    static void supported() {
        VarHandle[] all = {S_Z, S_B, S_S, S_C, S_I, S_J, S_F, S_D, S_L, F_Z, F_B, F_S, F_C, F_I, F_J, F_F, F_D, F_L, A_Z, A_B, A_S, A_C, A_I, A_J, A_F, A_D, A_L, V_S_B, V_S_L, V_C_B, V_C_L, V_I_B, V_I_L, V_J_B, V_J_L, V_F_B, V_F_L, V_D_B, V_D_L, STR, BOXED, OBJS, STRS, FIN_I, FIN_L};
        String[] names = {"static boolean", "static byte", "static short", "static char", "static int", "static long", "static float", "static double", "static Object", "field boolean", "field byte", "field short", "field char", "field int", "field long", "field float", "field double", "field Object", "boolean[]", "byte[]", "short[]", "char[]", "int[]", "long[]", "float[]", "double[]", "Object[]", "view short big", "view short little", "view char big", "view char little", "view int big", "view int little", "view long big", "view long little", "view float big", "view float little", "view double big", "view double little", "String", "Integer", "Object[]", "String[]", "final int", "static final Object"};
        for (int i = 0; i < all.length; i++) {
            StringBuilder b = new StringBuilder();
            for (VarHandle.AccessMode m : VarHandle.AccessMode.values()) b.append(all[i].isAccessModeSupported(m) ? '1' : '0');
            r("supported " + names[i], b);
        }
        try { F_I.isAccessModeSupported(null); } catch (Throwable e) { x("isAccessModeSupported(null)", e); }
    }

    static void staticZ() {
        String p = "static boolean ";
        try { S_Z.set(true); r(p + "set(0)", sZ); } catch (Throwable e) { x(p + "set(0)", e); }
        try { r(p + "get", (boolean) S_Z.get()); } catch (Throwable e) { x(p + "get", e); }
        try { S_Z.setVolatile(false); r(p + "setVolatile(1)", sZ); } catch (Throwable e) { x(p + "setVolatile(1)", e); }
        try { r(p + "getVolatile", (boolean) S_Z.getVolatile()); } catch (Throwable e) { x(p + "getVolatile", e); }
        try { S_Z.setOpaque(true); r(p + "setOpaque(2)", sZ); } catch (Throwable e) { x(p + "setOpaque(2)", e); }
        try { r(p + "getOpaque", (boolean) S_Z.getOpaque()); } catch (Throwable e) { x(p + "getOpaque", e); }
        try { S_Z.setRelease(false); r(p + "setRelease(3)", sZ); } catch (Throwable e) { x(p + "setRelease(3)", e); }
        try { r(p + "getAcquire", (boolean) S_Z.getAcquire()); } catch (Throwable e) { x(p + "getAcquire", e); }
        try { r(p + "compareAndSet(3,0)", (boolean) S_Z.compareAndSet(false, true) + " -> " + sZ); } catch (Throwable e) { x(p + "compareAndSet(3,0)", e); }
        try { r(p + "compareAndSet(3,1)", (boolean) S_Z.compareAndSet(false, false) + " -> " + sZ); } catch (Throwable e) { x(p + "compareAndSet(3,1)", e); }
        try { r(p + "compareAndExchange(0,1)", (boolean) S_Z.compareAndExchange(true, false) + " -> " + sZ); } catch (Throwable e) { x(p + "compareAndExchange(0,1)", e); }
        try { r(p + "compareAndExchangeAcquire(0,2)", (boolean) S_Z.compareAndExchangeAcquire(true, true) + " -> " + sZ); } catch (Throwable e) { x(p + "compareAndExchangeAcquire(0,2)", e); }
        try { r(p + "compareAndExchangeRelease(1,2)", (boolean) S_Z.compareAndExchangeRelease(false, true) + " -> " + sZ); } catch (Throwable e) { x(p + "compareAndExchangeRelease(1,2)", e); }
        try { r(p + "weakCompareAndSet(2,3)", (boolean) S_Z.weakCompareAndSet(true, false) + " -> " + sZ); } catch (Throwable e) { x(p + "weakCompareAndSet(2,3)", e); }
        try { r(p + "weakCompareAndSetPlain(3,0)", (boolean) S_Z.weakCompareAndSetPlain(false, true) + " -> " + sZ); } catch (Throwable e) { x(p + "weakCompareAndSetPlain(3,0)", e); }
        try { r(p + "weakCompareAndSetAcquire(0,1)", (boolean) S_Z.weakCompareAndSetAcquire(true, false) + " -> " + sZ); } catch (Throwable e) { x(p + "weakCompareAndSetAcquire(0,1)", e); }
        try { r(p + "weakCompareAndSetRelease(1,2)", (boolean) S_Z.weakCompareAndSetRelease(false, true) + " -> " + sZ); } catch (Throwable e) { x(p + "weakCompareAndSetRelease(1,2)", e); }
        try { r(p + "getAndSet(3)", (boolean) S_Z.getAndSet(false) + " -> " + sZ); } catch (Throwable e) { x(p + "getAndSet(3)", e); }
        try { r(p + "getAndSetAcquire(0)", (boolean) S_Z.getAndSetAcquire(true) + " -> " + sZ); } catch (Throwable e) { x(p + "getAndSetAcquire(0)", e); }
        try { r(p + "getAndSetRelease(1)", (boolean) S_Z.getAndSetRelease(false) + " -> " + sZ); } catch (Throwable e) { x(p + "getAndSetRelease(1)", e); }
        try { r(p + "getAndAdd(2)", (boolean) S_Z.getAndAdd(true) + " -> " + sZ); } catch (Throwable e) { x(p + "getAndAdd(2)", e); }
        try { r(p + "getAndAddAcquire(3)", (boolean) S_Z.getAndAddAcquire(false) + " -> " + sZ); } catch (Throwable e) { x(p + "getAndAddAcquire(3)", e); }
        try { r(p + "getAndAddRelease(0)", (boolean) S_Z.getAndAddRelease(true) + " -> " + sZ); } catch (Throwable e) { x(p + "getAndAddRelease(0)", e); }
        try { r(p + "getAndBitwiseOr(1)", (boolean) S_Z.getAndBitwiseOr(false) + " -> " + sZ); } catch (Throwable e) { x(p + "getAndBitwiseOr(1)", e); }
        try { r(p + "getAndBitwiseOrAcquire(2)", (boolean) S_Z.getAndBitwiseOrAcquire(true) + " -> " + sZ); } catch (Throwable e) { x(p + "getAndBitwiseOrAcquire(2)", e); }
        try { r(p + "getAndBitwiseOrRelease(3)", (boolean) S_Z.getAndBitwiseOrRelease(false) + " -> " + sZ); } catch (Throwable e) { x(p + "getAndBitwiseOrRelease(3)", e); }
        try { r(p + "getAndBitwiseAnd(0)", (boolean) S_Z.getAndBitwiseAnd(true) + " -> " + sZ); } catch (Throwable e) { x(p + "getAndBitwiseAnd(0)", e); }
        try { r(p + "getAndBitwiseAndAcquire(1)", (boolean) S_Z.getAndBitwiseAndAcquire(false) + " -> " + sZ); } catch (Throwable e) { x(p + "getAndBitwiseAndAcquire(1)", e); }
        try { r(p + "getAndBitwiseAndRelease(2)", (boolean) S_Z.getAndBitwiseAndRelease(true) + " -> " + sZ); } catch (Throwable e) { x(p + "getAndBitwiseAndRelease(2)", e); }
        try { r(p + "getAndBitwiseXor(3)", (boolean) S_Z.getAndBitwiseXor(false) + " -> " + sZ); } catch (Throwable e) { x(p + "getAndBitwiseXor(3)", e); }
        try { r(p + "getAndBitwiseXorAcquire(0)", (boolean) S_Z.getAndBitwiseXorAcquire(true) + " -> " + sZ); } catch (Throwable e) { x(p + "getAndBitwiseXorAcquire(0)", e); }
        try { r(p + "getAndBitwiseXorRelease(1)", (boolean) S_Z.getAndBitwiseXorRelease(false) + " -> " + sZ); } catch (Throwable e) { x(p + "getAndBitwiseXorRelease(1)", e); }
    }

    static void staticB() {
        String p = "static byte ";
        try { S_B.set((byte) 1); r(p + "set(0)", sB); } catch (Throwable e) { x(p + "set(0)", e); }
        try { r(p + "get", (byte) S_B.get()); } catch (Throwable e) { x(p + "get", e); }
        try { S_B.setVolatile((byte) 0x7f); r(p + "setVolatile(1)", sB); } catch (Throwable e) { x(p + "setVolatile(1)", e); }
        try { r(p + "getVolatile", (byte) S_B.getVolatile()); } catch (Throwable e) { x(p + "getVolatile", e); }
        try { S_B.setOpaque((byte) -3); r(p + "setOpaque(2)", sB); } catch (Throwable e) { x(p + "setOpaque(2)", e); }
        try { r(p + "getOpaque", (byte) S_B.getOpaque()); } catch (Throwable e) { x(p + "getOpaque", e); }
        try { S_B.setRelease((byte) 0x0c); r(p + "setRelease(3)", sB); } catch (Throwable e) { x(p + "setRelease(3)", e); }
        try { r(p + "getAcquire", (byte) S_B.getAcquire()); } catch (Throwable e) { x(p + "getAcquire", e); }
        try { r(p + "compareAndSet(3,0)", (boolean) S_B.compareAndSet((byte) 0x0c, (byte) 1) + " -> " + sB); } catch (Throwable e) { x(p + "compareAndSet(3,0)", e); }
        try { r(p + "compareAndSet(3,1)", (boolean) S_B.compareAndSet((byte) 0x0c, (byte) 0x7f) + " -> " + sB); } catch (Throwable e) { x(p + "compareAndSet(3,1)", e); }
        try { r(p + "compareAndExchange(0,1)", (byte) S_B.compareAndExchange((byte) 1, (byte) 0x7f) + " -> " + sB); } catch (Throwable e) { x(p + "compareAndExchange(0,1)", e); }
        try { r(p + "compareAndExchangeAcquire(0,2)", (byte) S_B.compareAndExchangeAcquire((byte) 1, (byte) -3) + " -> " + sB); } catch (Throwable e) { x(p + "compareAndExchangeAcquire(0,2)", e); }
        try { r(p + "compareAndExchangeRelease(1,2)", (byte) S_B.compareAndExchangeRelease((byte) 0x7f, (byte) -3) + " -> " + sB); } catch (Throwable e) { x(p + "compareAndExchangeRelease(1,2)", e); }
        try { r(p + "weakCompareAndSet(2,3)", (boolean) S_B.weakCompareAndSet((byte) -3, (byte) 0x0c) + " -> " + sB); } catch (Throwable e) { x(p + "weakCompareAndSet(2,3)", e); }
        try { r(p + "weakCompareAndSetPlain(3,0)", (boolean) S_B.weakCompareAndSetPlain((byte) 0x0c, (byte) 1) + " -> " + sB); } catch (Throwable e) { x(p + "weakCompareAndSetPlain(3,0)", e); }
        try { r(p + "weakCompareAndSetAcquire(0,1)", (boolean) S_B.weakCompareAndSetAcquire((byte) 1, (byte) 0x7f) + " -> " + sB); } catch (Throwable e) { x(p + "weakCompareAndSetAcquire(0,1)", e); }
        try { r(p + "weakCompareAndSetRelease(1,2)", (boolean) S_B.weakCompareAndSetRelease((byte) 0x7f, (byte) -3) + " -> " + sB); } catch (Throwable e) { x(p + "weakCompareAndSetRelease(1,2)", e); }
        try { r(p + "getAndSet(3)", (byte) S_B.getAndSet((byte) 0x0c) + " -> " + sB); } catch (Throwable e) { x(p + "getAndSet(3)", e); }
        try { r(p + "getAndSetAcquire(0)", (byte) S_B.getAndSetAcquire((byte) 1) + " -> " + sB); } catch (Throwable e) { x(p + "getAndSetAcquire(0)", e); }
        try { r(p + "getAndSetRelease(1)", (byte) S_B.getAndSetRelease((byte) 0x7f) + " -> " + sB); } catch (Throwable e) { x(p + "getAndSetRelease(1)", e); }
        try { r(p + "getAndAdd(2)", (byte) S_B.getAndAdd((byte) -3) + " -> " + sB); } catch (Throwable e) { x(p + "getAndAdd(2)", e); }
        try { r(p + "getAndAddAcquire(3)", (byte) S_B.getAndAddAcquire((byte) 0x0c) + " -> " + sB); } catch (Throwable e) { x(p + "getAndAddAcquire(3)", e); }
        try { r(p + "getAndAddRelease(0)", (byte) S_B.getAndAddRelease((byte) 1) + " -> " + sB); } catch (Throwable e) { x(p + "getAndAddRelease(0)", e); }
        try { r(p + "getAndBitwiseOr(1)", (byte) S_B.getAndBitwiseOr((byte) 0x7f) + " -> " + sB); } catch (Throwable e) { x(p + "getAndBitwiseOr(1)", e); }
        try { r(p + "getAndBitwiseOrAcquire(2)", (byte) S_B.getAndBitwiseOrAcquire((byte) -3) + " -> " + sB); } catch (Throwable e) { x(p + "getAndBitwiseOrAcquire(2)", e); }
        try { r(p + "getAndBitwiseOrRelease(3)", (byte) S_B.getAndBitwiseOrRelease((byte) 0x0c) + " -> " + sB); } catch (Throwable e) { x(p + "getAndBitwiseOrRelease(3)", e); }
        try { r(p + "getAndBitwiseAnd(0)", (byte) S_B.getAndBitwiseAnd((byte) 1) + " -> " + sB); } catch (Throwable e) { x(p + "getAndBitwiseAnd(0)", e); }
        try { r(p + "getAndBitwiseAndAcquire(1)", (byte) S_B.getAndBitwiseAndAcquire((byte) 0x7f) + " -> " + sB); } catch (Throwable e) { x(p + "getAndBitwiseAndAcquire(1)", e); }
        try { r(p + "getAndBitwiseAndRelease(2)", (byte) S_B.getAndBitwiseAndRelease((byte) -3) + " -> " + sB); } catch (Throwable e) { x(p + "getAndBitwiseAndRelease(2)", e); }
        try { r(p + "getAndBitwiseXor(3)", (byte) S_B.getAndBitwiseXor((byte) 0x0c) + " -> " + sB); } catch (Throwable e) { x(p + "getAndBitwiseXor(3)", e); }
        try { r(p + "getAndBitwiseXorAcquire(0)", (byte) S_B.getAndBitwiseXorAcquire((byte) 1) + " -> " + sB); } catch (Throwable e) { x(p + "getAndBitwiseXorAcquire(0)", e); }
        try { r(p + "getAndBitwiseXorRelease(1)", (byte) S_B.getAndBitwiseXorRelease((byte) 0x7f) + " -> " + sB); } catch (Throwable e) { x(p + "getAndBitwiseXorRelease(1)", e); }
    }

    static void staticS() {
        String p = "static short ";
        try { S_S.set((short) 1); r(p + "set(0)", sS); } catch (Throwable e) { x(p + "set(0)", e); }
        try { r(p + "get", (short) S_S.get()); } catch (Throwable e) { x(p + "get", e); }
        try { S_S.setVolatile((short) 0x7fff); r(p + "setVolatile(1)", sS); } catch (Throwable e) { x(p + "setVolatile(1)", e); }
        try { r(p + "getVolatile", (short) S_S.getVolatile()); } catch (Throwable e) { x(p + "getVolatile", e); }
        try { S_S.setOpaque((short) -3); r(p + "setOpaque(2)", sS); } catch (Throwable e) { x(p + "setOpaque(2)", e); }
        try { r(p + "getOpaque", (short) S_S.getOpaque()); } catch (Throwable e) { x(p + "getOpaque", e); }
        try { S_S.setRelease((short) 0x0c0c); r(p + "setRelease(3)", sS); } catch (Throwable e) { x(p + "setRelease(3)", e); }
        try { r(p + "getAcquire", (short) S_S.getAcquire()); } catch (Throwable e) { x(p + "getAcquire", e); }
        try { r(p + "compareAndSet(3,0)", (boolean) S_S.compareAndSet((short) 0x0c0c, (short) 1) + " -> " + sS); } catch (Throwable e) { x(p + "compareAndSet(3,0)", e); }
        try { r(p + "compareAndSet(3,1)", (boolean) S_S.compareAndSet((short) 0x0c0c, (short) 0x7fff) + " -> " + sS); } catch (Throwable e) { x(p + "compareAndSet(3,1)", e); }
        try { r(p + "compareAndExchange(0,1)", (short) S_S.compareAndExchange((short) 1, (short) 0x7fff) + " -> " + sS); } catch (Throwable e) { x(p + "compareAndExchange(0,1)", e); }
        try { r(p + "compareAndExchangeAcquire(0,2)", (short) S_S.compareAndExchangeAcquire((short) 1, (short) -3) + " -> " + sS); } catch (Throwable e) { x(p + "compareAndExchangeAcquire(0,2)", e); }
        try { r(p + "compareAndExchangeRelease(1,2)", (short) S_S.compareAndExchangeRelease((short) 0x7fff, (short) -3) + " -> " + sS); } catch (Throwable e) { x(p + "compareAndExchangeRelease(1,2)", e); }
        try { r(p + "weakCompareAndSet(2,3)", (boolean) S_S.weakCompareAndSet((short) -3, (short) 0x0c0c) + " -> " + sS); } catch (Throwable e) { x(p + "weakCompareAndSet(2,3)", e); }
        try { r(p + "weakCompareAndSetPlain(3,0)", (boolean) S_S.weakCompareAndSetPlain((short) 0x0c0c, (short) 1) + " -> " + sS); } catch (Throwable e) { x(p + "weakCompareAndSetPlain(3,0)", e); }
        try { r(p + "weakCompareAndSetAcquire(0,1)", (boolean) S_S.weakCompareAndSetAcquire((short) 1, (short) 0x7fff) + " -> " + sS); } catch (Throwable e) { x(p + "weakCompareAndSetAcquire(0,1)", e); }
        try { r(p + "weakCompareAndSetRelease(1,2)", (boolean) S_S.weakCompareAndSetRelease((short) 0x7fff, (short) -3) + " -> " + sS); } catch (Throwable e) { x(p + "weakCompareAndSetRelease(1,2)", e); }
        try { r(p + "getAndSet(3)", (short) S_S.getAndSet((short) 0x0c0c) + " -> " + sS); } catch (Throwable e) { x(p + "getAndSet(3)", e); }
        try { r(p + "getAndSetAcquire(0)", (short) S_S.getAndSetAcquire((short) 1) + " -> " + sS); } catch (Throwable e) { x(p + "getAndSetAcquire(0)", e); }
        try { r(p + "getAndSetRelease(1)", (short) S_S.getAndSetRelease((short) 0x7fff) + " -> " + sS); } catch (Throwable e) { x(p + "getAndSetRelease(1)", e); }
        try { r(p + "getAndAdd(2)", (short) S_S.getAndAdd((short) -3) + " -> " + sS); } catch (Throwable e) { x(p + "getAndAdd(2)", e); }
        try { r(p + "getAndAddAcquire(3)", (short) S_S.getAndAddAcquire((short) 0x0c0c) + " -> " + sS); } catch (Throwable e) { x(p + "getAndAddAcquire(3)", e); }
        try { r(p + "getAndAddRelease(0)", (short) S_S.getAndAddRelease((short) 1) + " -> " + sS); } catch (Throwable e) { x(p + "getAndAddRelease(0)", e); }
        try { r(p + "getAndBitwiseOr(1)", (short) S_S.getAndBitwiseOr((short) 0x7fff) + " -> " + sS); } catch (Throwable e) { x(p + "getAndBitwiseOr(1)", e); }
        try { r(p + "getAndBitwiseOrAcquire(2)", (short) S_S.getAndBitwiseOrAcquire((short) -3) + " -> " + sS); } catch (Throwable e) { x(p + "getAndBitwiseOrAcquire(2)", e); }
        try { r(p + "getAndBitwiseOrRelease(3)", (short) S_S.getAndBitwiseOrRelease((short) 0x0c0c) + " -> " + sS); } catch (Throwable e) { x(p + "getAndBitwiseOrRelease(3)", e); }
        try { r(p + "getAndBitwiseAnd(0)", (short) S_S.getAndBitwiseAnd((short) 1) + " -> " + sS); } catch (Throwable e) { x(p + "getAndBitwiseAnd(0)", e); }
        try { r(p + "getAndBitwiseAndAcquire(1)", (short) S_S.getAndBitwiseAndAcquire((short) 0x7fff) + " -> " + sS); } catch (Throwable e) { x(p + "getAndBitwiseAndAcquire(1)", e); }
        try { r(p + "getAndBitwiseAndRelease(2)", (short) S_S.getAndBitwiseAndRelease((short) -3) + " -> " + sS); } catch (Throwable e) { x(p + "getAndBitwiseAndRelease(2)", e); }
        try { r(p + "getAndBitwiseXor(3)", (short) S_S.getAndBitwiseXor((short) 0x0c0c) + " -> " + sS); } catch (Throwable e) { x(p + "getAndBitwiseXor(3)", e); }
        try { r(p + "getAndBitwiseXorAcquire(0)", (short) S_S.getAndBitwiseXorAcquire((short) 1) + " -> " + sS); } catch (Throwable e) { x(p + "getAndBitwiseXorAcquire(0)", e); }
        try { r(p + "getAndBitwiseXorRelease(1)", (short) S_S.getAndBitwiseXorRelease((short) 0x7fff) + " -> " + sS); } catch (Throwable e) { x(p + "getAndBitwiseXorRelease(1)", e); }
    }

    static void staticC() {
        String p = "static char ";
        try { S_C.set('a'); r(p + "set(0)", sC); } catch (Throwable e) { x(p + "set(0)", e); }
        try { r(p + "get", (char) S_C.get()); } catch (Throwable e) { x(p + "get", e); }
        try { S_C.setVolatile('\uffff'); r(p + "setVolatile(1)", sC); } catch (Throwable e) { x(p + "setVolatile(1)", e); }
        try { r(p + "getVolatile", (char) S_C.getVolatile()); } catch (Throwable e) { x(p + "getVolatile", e); }
        try { S_C.setOpaque('c'); r(p + "setOpaque(2)", sC); } catch (Throwable e) { x(p + "setOpaque(2)", e); }
        try { r(p + "getOpaque", (char) S_C.getOpaque()); } catch (Throwable e) { x(p + "getOpaque", e); }
        try { S_C.setRelease((char) 0x0c0c); r(p + "setRelease(3)", sC); } catch (Throwable e) { x(p + "setRelease(3)", e); }
        try { r(p + "getAcquire", (char) S_C.getAcquire()); } catch (Throwable e) { x(p + "getAcquire", e); }
        try { r(p + "compareAndSet(3,0)", (boolean) S_C.compareAndSet((char) 0x0c0c, 'a') + " -> " + sC); } catch (Throwable e) { x(p + "compareAndSet(3,0)", e); }
        try { r(p + "compareAndSet(3,1)", (boolean) S_C.compareAndSet((char) 0x0c0c, '\uffff') + " -> " + sC); } catch (Throwable e) { x(p + "compareAndSet(3,1)", e); }
        try { r(p + "compareAndExchange(0,1)", (char) S_C.compareAndExchange('a', '\uffff') + " -> " + sC); } catch (Throwable e) { x(p + "compareAndExchange(0,1)", e); }
        try { r(p + "compareAndExchangeAcquire(0,2)", (char) S_C.compareAndExchangeAcquire('a', 'c') + " -> " + sC); } catch (Throwable e) { x(p + "compareAndExchangeAcquire(0,2)", e); }
        try { r(p + "compareAndExchangeRelease(1,2)", (char) S_C.compareAndExchangeRelease('\uffff', 'c') + " -> " + sC); } catch (Throwable e) { x(p + "compareAndExchangeRelease(1,2)", e); }
        try { r(p + "weakCompareAndSet(2,3)", (boolean) S_C.weakCompareAndSet('c', (char) 0x0c0c) + " -> " + sC); } catch (Throwable e) { x(p + "weakCompareAndSet(2,3)", e); }
        try { r(p + "weakCompareAndSetPlain(3,0)", (boolean) S_C.weakCompareAndSetPlain((char) 0x0c0c, 'a') + " -> " + sC); } catch (Throwable e) { x(p + "weakCompareAndSetPlain(3,0)", e); }
        try { r(p + "weakCompareAndSetAcquire(0,1)", (boolean) S_C.weakCompareAndSetAcquire('a', '\uffff') + " -> " + sC); } catch (Throwable e) { x(p + "weakCompareAndSetAcquire(0,1)", e); }
        try { r(p + "weakCompareAndSetRelease(1,2)", (boolean) S_C.weakCompareAndSetRelease('\uffff', 'c') + " -> " + sC); } catch (Throwable e) { x(p + "weakCompareAndSetRelease(1,2)", e); }
        try { r(p + "getAndSet(3)", (char) S_C.getAndSet((char) 0x0c0c) + " -> " + sC); } catch (Throwable e) { x(p + "getAndSet(3)", e); }
        try { r(p + "getAndSetAcquire(0)", (char) S_C.getAndSetAcquire('a') + " -> " + sC); } catch (Throwable e) { x(p + "getAndSetAcquire(0)", e); }
        try { r(p + "getAndSetRelease(1)", (char) S_C.getAndSetRelease('\uffff') + " -> " + sC); } catch (Throwable e) { x(p + "getAndSetRelease(1)", e); }
        try { r(p + "getAndAdd(2)", (char) S_C.getAndAdd('c') + " -> " + sC); } catch (Throwable e) { x(p + "getAndAdd(2)", e); }
        try { r(p + "getAndAddAcquire(3)", (char) S_C.getAndAddAcquire((char) 0x0c0c) + " -> " + sC); } catch (Throwable e) { x(p + "getAndAddAcquire(3)", e); }
        try { r(p + "getAndAddRelease(0)", (char) S_C.getAndAddRelease('a') + " -> " + sC); } catch (Throwable e) { x(p + "getAndAddRelease(0)", e); }
        try { r(p + "getAndBitwiseOr(1)", (char) S_C.getAndBitwiseOr('\uffff') + " -> " + sC); } catch (Throwable e) { x(p + "getAndBitwiseOr(1)", e); }
        try { r(p + "getAndBitwiseOrAcquire(2)", (char) S_C.getAndBitwiseOrAcquire('c') + " -> " + sC); } catch (Throwable e) { x(p + "getAndBitwiseOrAcquire(2)", e); }
        try { r(p + "getAndBitwiseOrRelease(3)", (char) S_C.getAndBitwiseOrRelease((char) 0x0c0c) + " -> " + sC); } catch (Throwable e) { x(p + "getAndBitwiseOrRelease(3)", e); }
        try { r(p + "getAndBitwiseAnd(0)", (char) S_C.getAndBitwiseAnd('a') + " -> " + sC); } catch (Throwable e) { x(p + "getAndBitwiseAnd(0)", e); }
        try { r(p + "getAndBitwiseAndAcquire(1)", (char) S_C.getAndBitwiseAndAcquire('\uffff') + " -> " + sC); } catch (Throwable e) { x(p + "getAndBitwiseAndAcquire(1)", e); }
        try { r(p + "getAndBitwiseAndRelease(2)", (char) S_C.getAndBitwiseAndRelease('c') + " -> " + sC); } catch (Throwable e) { x(p + "getAndBitwiseAndRelease(2)", e); }
        try { r(p + "getAndBitwiseXor(3)", (char) S_C.getAndBitwiseXor((char) 0x0c0c) + " -> " + sC); } catch (Throwable e) { x(p + "getAndBitwiseXor(3)", e); }
        try { r(p + "getAndBitwiseXorAcquire(0)", (char) S_C.getAndBitwiseXorAcquire('a') + " -> " + sC); } catch (Throwable e) { x(p + "getAndBitwiseXorAcquire(0)", e); }
        try { r(p + "getAndBitwiseXorRelease(1)", (char) S_C.getAndBitwiseXorRelease('\uffff') + " -> " + sC); } catch (Throwable e) { x(p + "getAndBitwiseXorRelease(1)", e); }
    }

    static void staticI() {
        String p = "static int ";
        try { S_I.set(1); r(p + "set(0)", sI); } catch (Throwable e) { x(p + "set(0)", e); }
        try { r(p + "get", (int) S_I.get()); } catch (Throwable e) { x(p + "get", e); }
        try { S_I.setVolatile(0x7fffffff); r(p + "setVolatile(1)", sI); } catch (Throwable e) { x(p + "setVolatile(1)", e); }
        try { r(p + "getVolatile", (int) S_I.getVolatile()); } catch (Throwable e) { x(p + "getVolatile", e); }
        try { S_I.setOpaque(-3); r(p + "setOpaque(2)", sI); } catch (Throwable e) { x(p + "setOpaque(2)", e); }
        try { r(p + "getOpaque", (int) S_I.getOpaque()); } catch (Throwable e) { x(p + "getOpaque", e); }
        try { S_I.setRelease(0x0c0c0c0c); r(p + "setRelease(3)", sI); } catch (Throwable e) { x(p + "setRelease(3)", e); }
        try { r(p + "getAcquire", (int) S_I.getAcquire()); } catch (Throwable e) { x(p + "getAcquire", e); }
        try { r(p + "compareAndSet(3,0)", (boolean) S_I.compareAndSet(0x0c0c0c0c, 1) + " -> " + sI); } catch (Throwable e) { x(p + "compareAndSet(3,0)", e); }
        try { r(p + "compareAndSet(3,1)", (boolean) S_I.compareAndSet(0x0c0c0c0c, 0x7fffffff) + " -> " + sI); } catch (Throwable e) { x(p + "compareAndSet(3,1)", e); }
        try { r(p + "compareAndExchange(0,1)", (int) S_I.compareAndExchange(1, 0x7fffffff) + " -> " + sI); } catch (Throwable e) { x(p + "compareAndExchange(0,1)", e); }
        try { r(p + "compareAndExchangeAcquire(0,2)", (int) S_I.compareAndExchangeAcquire(1, -3) + " -> " + sI); } catch (Throwable e) { x(p + "compareAndExchangeAcquire(0,2)", e); }
        try { r(p + "compareAndExchangeRelease(1,2)", (int) S_I.compareAndExchangeRelease(0x7fffffff, -3) + " -> " + sI); } catch (Throwable e) { x(p + "compareAndExchangeRelease(1,2)", e); }
        try { r(p + "weakCompareAndSet(2,3)", (boolean) S_I.weakCompareAndSet(-3, 0x0c0c0c0c) + " -> " + sI); } catch (Throwable e) { x(p + "weakCompareAndSet(2,3)", e); }
        try { r(p + "weakCompareAndSetPlain(3,0)", (boolean) S_I.weakCompareAndSetPlain(0x0c0c0c0c, 1) + " -> " + sI); } catch (Throwable e) { x(p + "weakCompareAndSetPlain(3,0)", e); }
        try { r(p + "weakCompareAndSetAcquire(0,1)", (boolean) S_I.weakCompareAndSetAcquire(1, 0x7fffffff) + " -> " + sI); } catch (Throwable e) { x(p + "weakCompareAndSetAcquire(0,1)", e); }
        try { r(p + "weakCompareAndSetRelease(1,2)", (boolean) S_I.weakCompareAndSetRelease(0x7fffffff, -3) + " -> " + sI); } catch (Throwable e) { x(p + "weakCompareAndSetRelease(1,2)", e); }
        try { r(p + "getAndSet(3)", (int) S_I.getAndSet(0x0c0c0c0c) + " -> " + sI); } catch (Throwable e) { x(p + "getAndSet(3)", e); }
        try { r(p + "getAndSetAcquire(0)", (int) S_I.getAndSetAcquire(1) + " -> " + sI); } catch (Throwable e) { x(p + "getAndSetAcquire(0)", e); }
        try { r(p + "getAndSetRelease(1)", (int) S_I.getAndSetRelease(0x7fffffff) + " -> " + sI); } catch (Throwable e) { x(p + "getAndSetRelease(1)", e); }
        try { r(p + "getAndAdd(2)", (int) S_I.getAndAdd(-3) + " -> " + sI); } catch (Throwable e) { x(p + "getAndAdd(2)", e); }
        try { r(p + "getAndAddAcquire(3)", (int) S_I.getAndAddAcquire(0x0c0c0c0c) + " -> " + sI); } catch (Throwable e) { x(p + "getAndAddAcquire(3)", e); }
        try { r(p + "getAndAddRelease(0)", (int) S_I.getAndAddRelease(1) + " -> " + sI); } catch (Throwable e) { x(p + "getAndAddRelease(0)", e); }
        try { r(p + "getAndBitwiseOr(1)", (int) S_I.getAndBitwiseOr(0x7fffffff) + " -> " + sI); } catch (Throwable e) { x(p + "getAndBitwiseOr(1)", e); }
        try { r(p + "getAndBitwiseOrAcquire(2)", (int) S_I.getAndBitwiseOrAcquire(-3) + " -> " + sI); } catch (Throwable e) { x(p + "getAndBitwiseOrAcquire(2)", e); }
        try { r(p + "getAndBitwiseOrRelease(3)", (int) S_I.getAndBitwiseOrRelease(0x0c0c0c0c) + " -> " + sI); } catch (Throwable e) { x(p + "getAndBitwiseOrRelease(3)", e); }
        try { r(p + "getAndBitwiseAnd(0)", (int) S_I.getAndBitwiseAnd(1) + " -> " + sI); } catch (Throwable e) { x(p + "getAndBitwiseAnd(0)", e); }
        try { r(p + "getAndBitwiseAndAcquire(1)", (int) S_I.getAndBitwiseAndAcquire(0x7fffffff) + " -> " + sI); } catch (Throwable e) { x(p + "getAndBitwiseAndAcquire(1)", e); }
        try { r(p + "getAndBitwiseAndRelease(2)", (int) S_I.getAndBitwiseAndRelease(-3) + " -> " + sI); } catch (Throwable e) { x(p + "getAndBitwiseAndRelease(2)", e); }
        try { r(p + "getAndBitwiseXor(3)", (int) S_I.getAndBitwiseXor(0x0c0c0c0c) + " -> " + sI); } catch (Throwable e) { x(p + "getAndBitwiseXor(3)", e); }
        try { r(p + "getAndBitwiseXorAcquire(0)", (int) S_I.getAndBitwiseXorAcquire(1) + " -> " + sI); } catch (Throwable e) { x(p + "getAndBitwiseXorAcquire(0)", e); }
        try { r(p + "getAndBitwiseXorRelease(1)", (int) S_I.getAndBitwiseXorRelease(0x7fffffff) + " -> " + sI); } catch (Throwable e) { x(p + "getAndBitwiseXorRelease(1)", e); }
    }

    static void staticJ() {
        String p = "static long ";
        try { S_J.set(1L); r(p + "set(0)", sJ); } catch (Throwable e) { x(p + "set(0)", e); }
        try { r(p + "get", (long) S_J.get()); } catch (Throwable e) { x(p + "get", e); }
        try { S_J.setVolatile(0x7fffffffffffffffL); r(p + "setVolatile(1)", sJ); } catch (Throwable e) { x(p + "setVolatile(1)", e); }
        try { r(p + "getVolatile", (long) S_J.getVolatile()); } catch (Throwable e) { x(p + "getVolatile", e); }
        try { S_J.setOpaque(-3L); r(p + "setOpaque(2)", sJ); } catch (Throwable e) { x(p + "setOpaque(2)", e); }
        try { r(p + "getOpaque", (long) S_J.getOpaque()); } catch (Throwable e) { x(p + "getOpaque", e); }
        try { S_J.setRelease(0x0c0c0c0c0c0c0c0cL); r(p + "setRelease(3)", sJ); } catch (Throwable e) { x(p + "setRelease(3)", e); }
        try { r(p + "getAcquire", (long) S_J.getAcquire()); } catch (Throwable e) { x(p + "getAcquire", e); }
        try { r(p + "compareAndSet(3,0)", (boolean) S_J.compareAndSet(0x0c0c0c0c0c0c0c0cL, 1L) + " -> " + sJ); } catch (Throwable e) { x(p + "compareAndSet(3,0)", e); }
        try { r(p + "compareAndSet(3,1)", (boolean) S_J.compareAndSet(0x0c0c0c0c0c0c0c0cL, 0x7fffffffffffffffL) + " -> " + sJ); } catch (Throwable e) { x(p + "compareAndSet(3,1)", e); }
        try { r(p + "compareAndExchange(0,1)", (long) S_J.compareAndExchange(1L, 0x7fffffffffffffffL) + " -> " + sJ); } catch (Throwable e) { x(p + "compareAndExchange(0,1)", e); }
        try { r(p + "compareAndExchangeAcquire(0,2)", (long) S_J.compareAndExchangeAcquire(1L, -3L) + " -> " + sJ); } catch (Throwable e) { x(p + "compareAndExchangeAcquire(0,2)", e); }
        try { r(p + "compareAndExchangeRelease(1,2)", (long) S_J.compareAndExchangeRelease(0x7fffffffffffffffL, -3L) + " -> " + sJ); } catch (Throwable e) { x(p + "compareAndExchangeRelease(1,2)", e); }
        try { r(p + "weakCompareAndSet(2,3)", (boolean) S_J.weakCompareAndSet(-3L, 0x0c0c0c0c0c0c0c0cL) + " -> " + sJ); } catch (Throwable e) { x(p + "weakCompareAndSet(2,3)", e); }
        try { r(p + "weakCompareAndSetPlain(3,0)", (boolean) S_J.weakCompareAndSetPlain(0x0c0c0c0c0c0c0c0cL, 1L) + " -> " + sJ); } catch (Throwable e) { x(p + "weakCompareAndSetPlain(3,0)", e); }
        try { r(p + "weakCompareAndSetAcquire(0,1)", (boolean) S_J.weakCompareAndSetAcquire(1L, 0x7fffffffffffffffL) + " -> " + sJ); } catch (Throwable e) { x(p + "weakCompareAndSetAcquire(0,1)", e); }
        try { r(p + "weakCompareAndSetRelease(1,2)", (boolean) S_J.weakCompareAndSetRelease(0x7fffffffffffffffL, -3L) + " -> " + sJ); } catch (Throwable e) { x(p + "weakCompareAndSetRelease(1,2)", e); }
        try { r(p + "getAndSet(3)", (long) S_J.getAndSet(0x0c0c0c0c0c0c0c0cL) + " -> " + sJ); } catch (Throwable e) { x(p + "getAndSet(3)", e); }
        try { r(p + "getAndSetAcquire(0)", (long) S_J.getAndSetAcquire(1L) + " -> " + sJ); } catch (Throwable e) { x(p + "getAndSetAcquire(0)", e); }
        try { r(p + "getAndSetRelease(1)", (long) S_J.getAndSetRelease(0x7fffffffffffffffL) + " -> " + sJ); } catch (Throwable e) { x(p + "getAndSetRelease(1)", e); }
        try { r(p + "getAndAdd(2)", (long) S_J.getAndAdd(-3L) + " -> " + sJ); } catch (Throwable e) { x(p + "getAndAdd(2)", e); }
        try { r(p + "getAndAddAcquire(3)", (long) S_J.getAndAddAcquire(0x0c0c0c0c0c0c0c0cL) + " -> " + sJ); } catch (Throwable e) { x(p + "getAndAddAcquire(3)", e); }
        try { r(p + "getAndAddRelease(0)", (long) S_J.getAndAddRelease(1L) + " -> " + sJ); } catch (Throwable e) { x(p + "getAndAddRelease(0)", e); }
        try { r(p + "getAndBitwiseOr(1)", (long) S_J.getAndBitwiseOr(0x7fffffffffffffffL) + " -> " + sJ); } catch (Throwable e) { x(p + "getAndBitwiseOr(1)", e); }
        try { r(p + "getAndBitwiseOrAcquire(2)", (long) S_J.getAndBitwiseOrAcquire(-3L) + " -> " + sJ); } catch (Throwable e) { x(p + "getAndBitwiseOrAcquire(2)", e); }
        try { r(p + "getAndBitwiseOrRelease(3)", (long) S_J.getAndBitwiseOrRelease(0x0c0c0c0c0c0c0c0cL) + " -> " + sJ); } catch (Throwable e) { x(p + "getAndBitwiseOrRelease(3)", e); }
        try { r(p + "getAndBitwiseAnd(0)", (long) S_J.getAndBitwiseAnd(1L) + " -> " + sJ); } catch (Throwable e) { x(p + "getAndBitwiseAnd(0)", e); }
        try { r(p + "getAndBitwiseAndAcquire(1)", (long) S_J.getAndBitwiseAndAcquire(0x7fffffffffffffffL) + " -> " + sJ); } catch (Throwable e) { x(p + "getAndBitwiseAndAcquire(1)", e); }
        try { r(p + "getAndBitwiseAndRelease(2)", (long) S_J.getAndBitwiseAndRelease(-3L) + " -> " + sJ); } catch (Throwable e) { x(p + "getAndBitwiseAndRelease(2)", e); }
        try { r(p + "getAndBitwiseXor(3)", (long) S_J.getAndBitwiseXor(0x0c0c0c0c0c0c0c0cL) + " -> " + sJ); } catch (Throwable e) { x(p + "getAndBitwiseXor(3)", e); }
        try { r(p + "getAndBitwiseXorAcquire(0)", (long) S_J.getAndBitwiseXorAcquire(1L) + " -> " + sJ); } catch (Throwable e) { x(p + "getAndBitwiseXorAcquire(0)", e); }
        try { r(p + "getAndBitwiseXorRelease(1)", (long) S_J.getAndBitwiseXorRelease(0x7fffffffffffffffL) + " -> " + sJ); } catch (Throwable e) { x(p + "getAndBitwiseXorRelease(1)", e); }
    }

    static void staticF() {
        String p = "static float ";
        try { S_F.set(1.5f); r(p + "set(0)", sF); } catch (Throwable e) { x(p + "set(0)", e); }
        try { r(p + "get", (float) S_F.get()); } catch (Throwable e) { x(p + "get", e); }
        try { S_F.setVolatile(Float.NaN); r(p + "setVolatile(1)", sF); } catch (Throwable e) { x(p + "setVolatile(1)", e); }
        try { r(p + "getVolatile", (float) S_F.getVolatile()); } catch (Throwable e) { x(p + "getVolatile", e); }
        try { S_F.setOpaque(-0.0f); r(p + "setOpaque(2)", sF); } catch (Throwable e) { x(p + "setOpaque(2)", e); }
        try { r(p + "getOpaque", (float) S_F.getOpaque()); } catch (Throwable e) { x(p + "getOpaque", e); }
        try { S_F.setRelease(3.25f); r(p + "setRelease(3)", sF); } catch (Throwable e) { x(p + "setRelease(3)", e); }
        try { r(p + "getAcquire", (float) S_F.getAcquire()); } catch (Throwable e) { x(p + "getAcquire", e); }
        try { r(p + "compareAndSet(3,0)", (boolean) S_F.compareAndSet(3.25f, 1.5f) + " -> " + sF); } catch (Throwable e) { x(p + "compareAndSet(3,0)", e); }
        try { r(p + "compareAndSet(3,1)", (boolean) S_F.compareAndSet(3.25f, Float.NaN) + " -> " + sF); } catch (Throwable e) { x(p + "compareAndSet(3,1)", e); }
        try { r(p + "compareAndExchange(0,1)", (float) S_F.compareAndExchange(1.5f, Float.NaN) + " -> " + sF); } catch (Throwable e) { x(p + "compareAndExchange(0,1)", e); }
        try { r(p + "compareAndExchangeAcquire(0,2)", (float) S_F.compareAndExchangeAcquire(1.5f, -0.0f) + " -> " + sF); } catch (Throwable e) { x(p + "compareAndExchangeAcquire(0,2)", e); }
        try { r(p + "compareAndExchangeRelease(1,2)", (float) S_F.compareAndExchangeRelease(Float.NaN, -0.0f) + " -> " + sF); } catch (Throwable e) { x(p + "compareAndExchangeRelease(1,2)", e); }
        try { r(p + "weakCompareAndSet(2,3)", (boolean) S_F.weakCompareAndSet(-0.0f, 3.25f) + " -> " + sF); } catch (Throwable e) { x(p + "weakCompareAndSet(2,3)", e); }
        try { r(p + "weakCompareAndSetPlain(3,0)", (boolean) S_F.weakCompareAndSetPlain(3.25f, 1.5f) + " -> " + sF); } catch (Throwable e) { x(p + "weakCompareAndSetPlain(3,0)", e); }
        try { r(p + "weakCompareAndSetAcquire(0,1)", (boolean) S_F.weakCompareAndSetAcquire(1.5f, Float.NaN) + " -> " + sF); } catch (Throwable e) { x(p + "weakCompareAndSetAcquire(0,1)", e); }
        try { r(p + "weakCompareAndSetRelease(1,2)", (boolean) S_F.weakCompareAndSetRelease(Float.NaN, -0.0f) + " -> " + sF); } catch (Throwable e) { x(p + "weakCompareAndSetRelease(1,2)", e); }
        try { r(p + "getAndSet(3)", (float) S_F.getAndSet(3.25f) + " -> " + sF); } catch (Throwable e) { x(p + "getAndSet(3)", e); }
        try { r(p + "getAndSetAcquire(0)", (float) S_F.getAndSetAcquire(1.5f) + " -> " + sF); } catch (Throwable e) { x(p + "getAndSetAcquire(0)", e); }
        try { r(p + "getAndSetRelease(1)", (float) S_F.getAndSetRelease(Float.NaN) + " -> " + sF); } catch (Throwable e) { x(p + "getAndSetRelease(1)", e); }
        try { r(p + "getAndAdd(2)", (float) S_F.getAndAdd(-0.0f) + " -> " + sF); } catch (Throwable e) { x(p + "getAndAdd(2)", e); }
        try { r(p + "getAndAddAcquire(3)", (float) S_F.getAndAddAcquire(3.25f) + " -> " + sF); } catch (Throwable e) { x(p + "getAndAddAcquire(3)", e); }
        try { r(p + "getAndAddRelease(0)", (float) S_F.getAndAddRelease(1.5f) + " -> " + sF); } catch (Throwable e) { x(p + "getAndAddRelease(0)", e); }
        try { r(p + "getAndBitwiseOr(1)", (float) S_F.getAndBitwiseOr(Float.NaN) + " -> " + sF); } catch (Throwable e) { x(p + "getAndBitwiseOr(1)", e); }
        try { r(p + "getAndBitwiseOrAcquire(2)", (float) S_F.getAndBitwiseOrAcquire(-0.0f) + " -> " + sF); } catch (Throwable e) { x(p + "getAndBitwiseOrAcquire(2)", e); }
        try { r(p + "getAndBitwiseOrRelease(3)", (float) S_F.getAndBitwiseOrRelease(3.25f) + " -> " + sF); } catch (Throwable e) { x(p + "getAndBitwiseOrRelease(3)", e); }
        try { r(p + "getAndBitwiseAnd(0)", (float) S_F.getAndBitwiseAnd(1.5f) + " -> " + sF); } catch (Throwable e) { x(p + "getAndBitwiseAnd(0)", e); }
        try { r(p + "getAndBitwiseAndAcquire(1)", (float) S_F.getAndBitwiseAndAcquire(Float.NaN) + " -> " + sF); } catch (Throwable e) { x(p + "getAndBitwiseAndAcquire(1)", e); }
        try { r(p + "getAndBitwiseAndRelease(2)", (float) S_F.getAndBitwiseAndRelease(-0.0f) + " -> " + sF); } catch (Throwable e) { x(p + "getAndBitwiseAndRelease(2)", e); }
        try { r(p + "getAndBitwiseXor(3)", (float) S_F.getAndBitwiseXor(3.25f) + " -> " + sF); } catch (Throwable e) { x(p + "getAndBitwiseXor(3)", e); }
        try { r(p + "getAndBitwiseXorAcquire(0)", (float) S_F.getAndBitwiseXorAcquire(1.5f) + " -> " + sF); } catch (Throwable e) { x(p + "getAndBitwiseXorAcquire(0)", e); }
        try { r(p + "getAndBitwiseXorRelease(1)", (float) S_F.getAndBitwiseXorRelease(Float.NaN) + " -> " + sF); } catch (Throwable e) { x(p + "getAndBitwiseXorRelease(1)", e); }
    }

    static void staticD() {
        String p = "static double ";
        try { S_D.set(1.5); r(p + "set(0)", sD); } catch (Throwable e) { x(p + "set(0)", e); }
        try { r(p + "get", (double) S_D.get()); } catch (Throwable e) { x(p + "get", e); }
        try { S_D.setVolatile(Double.NaN); r(p + "setVolatile(1)", sD); } catch (Throwable e) { x(p + "setVolatile(1)", e); }
        try { r(p + "getVolatile", (double) S_D.getVolatile()); } catch (Throwable e) { x(p + "getVolatile", e); }
        try { S_D.setOpaque(-0.0); r(p + "setOpaque(2)", sD); } catch (Throwable e) { x(p + "setOpaque(2)", e); }
        try { r(p + "getOpaque", (double) S_D.getOpaque()); } catch (Throwable e) { x(p + "getOpaque", e); }
        try { S_D.setRelease(3.25); r(p + "setRelease(3)", sD); } catch (Throwable e) { x(p + "setRelease(3)", e); }
        try { r(p + "getAcquire", (double) S_D.getAcquire()); } catch (Throwable e) { x(p + "getAcquire", e); }
        try { r(p + "compareAndSet(3,0)", (boolean) S_D.compareAndSet(3.25, 1.5) + " -> " + sD); } catch (Throwable e) { x(p + "compareAndSet(3,0)", e); }
        try { r(p + "compareAndSet(3,1)", (boolean) S_D.compareAndSet(3.25, Double.NaN) + " -> " + sD); } catch (Throwable e) { x(p + "compareAndSet(3,1)", e); }
        try { r(p + "compareAndExchange(0,1)", (double) S_D.compareAndExchange(1.5, Double.NaN) + " -> " + sD); } catch (Throwable e) { x(p + "compareAndExchange(0,1)", e); }
        try { r(p + "compareAndExchangeAcquire(0,2)", (double) S_D.compareAndExchangeAcquire(1.5, -0.0) + " -> " + sD); } catch (Throwable e) { x(p + "compareAndExchangeAcquire(0,2)", e); }
        try { r(p + "compareAndExchangeRelease(1,2)", (double) S_D.compareAndExchangeRelease(Double.NaN, -0.0) + " -> " + sD); } catch (Throwable e) { x(p + "compareAndExchangeRelease(1,2)", e); }
        try { r(p + "weakCompareAndSet(2,3)", (boolean) S_D.weakCompareAndSet(-0.0, 3.25) + " -> " + sD); } catch (Throwable e) { x(p + "weakCompareAndSet(2,3)", e); }
        try { r(p + "weakCompareAndSetPlain(3,0)", (boolean) S_D.weakCompareAndSetPlain(3.25, 1.5) + " -> " + sD); } catch (Throwable e) { x(p + "weakCompareAndSetPlain(3,0)", e); }
        try { r(p + "weakCompareAndSetAcquire(0,1)", (boolean) S_D.weakCompareAndSetAcquire(1.5, Double.NaN) + " -> " + sD); } catch (Throwable e) { x(p + "weakCompareAndSetAcquire(0,1)", e); }
        try { r(p + "weakCompareAndSetRelease(1,2)", (boolean) S_D.weakCompareAndSetRelease(Double.NaN, -0.0) + " -> " + sD); } catch (Throwable e) { x(p + "weakCompareAndSetRelease(1,2)", e); }
        try { r(p + "getAndSet(3)", (double) S_D.getAndSet(3.25) + " -> " + sD); } catch (Throwable e) { x(p + "getAndSet(3)", e); }
        try { r(p + "getAndSetAcquire(0)", (double) S_D.getAndSetAcquire(1.5) + " -> " + sD); } catch (Throwable e) { x(p + "getAndSetAcquire(0)", e); }
        try { r(p + "getAndSetRelease(1)", (double) S_D.getAndSetRelease(Double.NaN) + " -> " + sD); } catch (Throwable e) { x(p + "getAndSetRelease(1)", e); }
        try { r(p + "getAndAdd(2)", (double) S_D.getAndAdd(-0.0) + " -> " + sD); } catch (Throwable e) { x(p + "getAndAdd(2)", e); }
        try { r(p + "getAndAddAcquire(3)", (double) S_D.getAndAddAcquire(3.25) + " -> " + sD); } catch (Throwable e) { x(p + "getAndAddAcquire(3)", e); }
        try { r(p + "getAndAddRelease(0)", (double) S_D.getAndAddRelease(1.5) + " -> " + sD); } catch (Throwable e) { x(p + "getAndAddRelease(0)", e); }
        try { r(p + "getAndBitwiseOr(1)", (double) S_D.getAndBitwiseOr(Double.NaN) + " -> " + sD); } catch (Throwable e) { x(p + "getAndBitwiseOr(1)", e); }
        try { r(p + "getAndBitwiseOrAcquire(2)", (double) S_D.getAndBitwiseOrAcquire(-0.0) + " -> " + sD); } catch (Throwable e) { x(p + "getAndBitwiseOrAcquire(2)", e); }
        try { r(p + "getAndBitwiseOrRelease(3)", (double) S_D.getAndBitwiseOrRelease(3.25) + " -> " + sD); } catch (Throwable e) { x(p + "getAndBitwiseOrRelease(3)", e); }
        try { r(p + "getAndBitwiseAnd(0)", (double) S_D.getAndBitwiseAnd(1.5) + " -> " + sD); } catch (Throwable e) { x(p + "getAndBitwiseAnd(0)", e); }
        try { r(p + "getAndBitwiseAndAcquire(1)", (double) S_D.getAndBitwiseAndAcquire(Double.NaN) + " -> " + sD); } catch (Throwable e) { x(p + "getAndBitwiseAndAcquire(1)", e); }
        try { r(p + "getAndBitwiseAndRelease(2)", (double) S_D.getAndBitwiseAndRelease(-0.0) + " -> " + sD); } catch (Throwable e) { x(p + "getAndBitwiseAndRelease(2)", e); }
        try { r(p + "getAndBitwiseXor(3)", (double) S_D.getAndBitwiseXor(3.25) + " -> " + sD); } catch (Throwable e) { x(p + "getAndBitwiseXor(3)", e); }
        try { r(p + "getAndBitwiseXorAcquire(0)", (double) S_D.getAndBitwiseXorAcquire(1.5) + " -> " + sD); } catch (Throwable e) { x(p + "getAndBitwiseXorAcquire(0)", e); }
        try { r(p + "getAndBitwiseXorRelease(1)", (double) S_D.getAndBitwiseXorRelease(Double.NaN) + " -> " + sD); } catch (Throwable e) { x(p + "getAndBitwiseXorRelease(1)", e); }
    }

    static void staticL() {
        String p = "static Object ";
        try { S_L.set("a"); r(p + "set(0)", sL); } catch (Throwable e) { x(p + "set(0)", e); }
        try { r(p + "get", (Object) S_L.get()); } catch (Throwable e) { x(p + "get", e); }
        try { S_L.setVolatile("b"); r(p + "setVolatile(1)", sL); } catch (Throwable e) { x(p + "setVolatile(1)", e); }
        try { r(p + "getVolatile", (Object) S_L.getVolatile()); } catch (Throwable e) { x(p + "getVolatile", e); }
        try { S_L.setOpaque("c"); r(p + "setOpaque(2)", sL); } catch (Throwable e) { x(p + "setOpaque(2)", e); }
        try { r(p + "getOpaque", (Object) S_L.getOpaque()); } catch (Throwable e) { x(p + "getOpaque", e); }
        try { S_L.setRelease("d"); r(p + "setRelease(3)", sL); } catch (Throwable e) { x(p + "setRelease(3)", e); }
        try { r(p + "getAcquire", (Object) S_L.getAcquire()); } catch (Throwable e) { x(p + "getAcquire", e); }
        try { r(p + "compareAndSet(3,0)", (boolean) S_L.compareAndSet("d", "a") + " -> " + sL); } catch (Throwable e) { x(p + "compareAndSet(3,0)", e); }
        try { r(p + "compareAndSet(3,1)", (boolean) S_L.compareAndSet("d", "b") + " -> " + sL); } catch (Throwable e) { x(p + "compareAndSet(3,1)", e); }
        try { r(p + "compareAndExchange(0,1)", (Object) S_L.compareAndExchange("a", "b") + " -> " + sL); } catch (Throwable e) { x(p + "compareAndExchange(0,1)", e); }
        try { r(p + "compareAndExchangeAcquire(0,2)", (Object) S_L.compareAndExchangeAcquire("a", "c") + " -> " + sL); } catch (Throwable e) { x(p + "compareAndExchangeAcquire(0,2)", e); }
        try { r(p + "compareAndExchangeRelease(1,2)", (Object) S_L.compareAndExchangeRelease("b", "c") + " -> " + sL); } catch (Throwable e) { x(p + "compareAndExchangeRelease(1,2)", e); }
        try { r(p + "weakCompareAndSet(2,3)", (boolean) S_L.weakCompareAndSet("c", "d") + " -> " + sL); } catch (Throwable e) { x(p + "weakCompareAndSet(2,3)", e); }
        try { r(p + "weakCompareAndSetPlain(3,0)", (boolean) S_L.weakCompareAndSetPlain("d", "a") + " -> " + sL); } catch (Throwable e) { x(p + "weakCompareAndSetPlain(3,0)", e); }
        try { r(p + "weakCompareAndSetAcquire(0,1)", (boolean) S_L.weakCompareAndSetAcquire("a", "b") + " -> " + sL); } catch (Throwable e) { x(p + "weakCompareAndSetAcquire(0,1)", e); }
        try { r(p + "weakCompareAndSetRelease(1,2)", (boolean) S_L.weakCompareAndSetRelease("b", "c") + " -> " + sL); } catch (Throwable e) { x(p + "weakCompareAndSetRelease(1,2)", e); }
        try { r(p + "getAndSet(3)", (Object) S_L.getAndSet("d") + " -> " + sL); } catch (Throwable e) { x(p + "getAndSet(3)", e); }
        try { r(p + "getAndSetAcquire(0)", (Object) S_L.getAndSetAcquire("a") + " -> " + sL); } catch (Throwable e) { x(p + "getAndSetAcquire(0)", e); }
        try { r(p + "getAndSetRelease(1)", (Object) S_L.getAndSetRelease("b") + " -> " + sL); } catch (Throwable e) { x(p + "getAndSetRelease(1)", e); }
        try { r(p + "getAndAdd(2)", (Object) S_L.getAndAdd("c") + " -> " + sL); } catch (Throwable e) { x(p + "getAndAdd(2)", e); }
        try { r(p + "getAndAddAcquire(3)", (Object) S_L.getAndAddAcquire("d") + " -> " + sL); } catch (Throwable e) { x(p + "getAndAddAcquire(3)", e); }
        try { r(p + "getAndAddRelease(0)", (Object) S_L.getAndAddRelease("a") + " -> " + sL); } catch (Throwable e) { x(p + "getAndAddRelease(0)", e); }
        try { r(p + "getAndBitwiseOr(1)", (Object) S_L.getAndBitwiseOr("b") + " -> " + sL); } catch (Throwable e) { x(p + "getAndBitwiseOr(1)", e); }
        try { r(p + "getAndBitwiseOrAcquire(2)", (Object) S_L.getAndBitwiseOrAcquire("c") + " -> " + sL); } catch (Throwable e) { x(p + "getAndBitwiseOrAcquire(2)", e); }
        try { r(p + "getAndBitwiseOrRelease(3)", (Object) S_L.getAndBitwiseOrRelease("d") + " -> " + sL); } catch (Throwable e) { x(p + "getAndBitwiseOrRelease(3)", e); }
        try { r(p + "getAndBitwiseAnd(0)", (Object) S_L.getAndBitwiseAnd("a") + " -> " + sL); } catch (Throwable e) { x(p + "getAndBitwiseAnd(0)", e); }
        try { r(p + "getAndBitwiseAndAcquire(1)", (Object) S_L.getAndBitwiseAndAcquire("b") + " -> " + sL); } catch (Throwable e) { x(p + "getAndBitwiseAndAcquire(1)", e); }
        try { r(p + "getAndBitwiseAndRelease(2)", (Object) S_L.getAndBitwiseAndRelease("c") + " -> " + sL); } catch (Throwable e) { x(p + "getAndBitwiseAndRelease(2)", e); }
        try { r(p + "getAndBitwiseXor(3)", (Object) S_L.getAndBitwiseXor("d") + " -> " + sL); } catch (Throwable e) { x(p + "getAndBitwiseXor(3)", e); }
        try { r(p + "getAndBitwiseXorAcquire(0)", (Object) S_L.getAndBitwiseXorAcquire("a") + " -> " + sL); } catch (Throwable e) { x(p + "getAndBitwiseXorAcquire(0)", e); }
        try { r(p + "getAndBitwiseXorRelease(1)", (Object) S_L.getAndBitwiseXorRelease("b") + " -> " + sL); } catch (Throwable e) { x(p + "getAndBitwiseXorRelease(1)", e); }
    }

    static void fieldZ() {
        String p = "field boolean ";
        try { F_Z.set(o, true); r(p + "set(0)", o.fZ); } catch (Throwable e) { x(p + "set(0)", e); }
        try { r(p + "get", (boolean) F_Z.get(o)); } catch (Throwable e) { x(p + "get", e); }
        try { F_Z.setVolatile(o, false); r(p + "setVolatile(1)", o.fZ); } catch (Throwable e) { x(p + "setVolatile(1)", e); }
        try { r(p + "getVolatile", (boolean) F_Z.getVolatile(o)); } catch (Throwable e) { x(p + "getVolatile", e); }
        try { F_Z.setOpaque(o, true); r(p + "setOpaque(2)", o.fZ); } catch (Throwable e) { x(p + "setOpaque(2)", e); }
        try { r(p + "getOpaque", (boolean) F_Z.getOpaque(o)); } catch (Throwable e) { x(p + "getOpaque", e); }
        try { F_Z.setRelease(o, false); r(p + "setRelease(3)", o.fZ); } catch (Throwable e) { x(p + "setRelease(3)", e); }
        try { r(p + "getAcquire", (boolean) F_Z.getAcquire(o)); } catch (Throwable e) { x(p + "getAcquire", e); }
        try { r(p + "compareAndSet(3,0)", (boolean) F_Z.compareAndSet(o, false, true) + " -> " + o.fZ); } catch (Throwable e) { x(p + "compareAndSet(3,0)", e); }
        try { r(p + "compareAndSet(3,1)", (boolean) F_Z.compareAndSet(o, false, false) + " -> " + o.fZ); } catch (Throwable e) { x(p + "compareAndSet(3,1)", e); }
        try { r(p + "compareAndExchange(0,1)", (boolean) F_Z.compareAndExchange(o, true, false) + " -> " + o.fZ); } catch (Throwable e) { x(p + "compareAndExchange(0,1)", e); }
        try { r(p + "compareAndExchangeAcquire(0,2)", (boolean) F_Z.compareAndExchangeAcquire(o, true, true) + " -> " + o.fZ); } catch (Throwable e) { x(p + "compareAndExchangeAcquire(0,2)", e); }
        try { r(p + "compareAndExchangeRelease(1,2)", (boolean) F_Z.compareAndExchangeRelease(o, false, true) + " -> " + o.fZ); } catch (Throwable e) { x(p + "compareAndExchangeRelease(1,2)", e); }
        try { r(p + "weakCompareAndSet(2,3)", (boolean) F_Z.weakCompareAndSet(o, true, false) + " -> " + o.fZ); } catch (Throwable e) { x(p + "weakCompareAndSet(2,3)", e); }
        try { r(p + "weakCompareAndSetPlain(3,0)", (boolean) F_Z.weakCompareAndSetPlain(o, false, true) + " -> " + o.fZ); } catch (Throwable e) { x(p + "weakCompareAndSetPlain(3,0)", e); }
        try { r(p + "weakCompareAndSetAcquire(0,1)", (boolean) F_Z.weakCompareAndSetAcquire(o, true, false) + " -> " + o.fZ); } catch (Throwable e) { x(p + "weakCompareAndSetAcquire(0,1)", e); }
        try { r(p + "weakCompareAndSetRelease(1,2)", (boolean) F_Z.weakCompareAndSetRelease(o, false, true) + " -> " + o.fZ); } catch (Throwable e) { x(p + "weakCompareAndSetRelease(1,2)", e); }
        try { r(p + "getAndSet(3)", (boolean) F_Z.getAndSet(o, false) + " -> " + o.fZ); } catch (Throwable e) { x(p + "getAndSet(3)", e); }
        try { r(p + "getAndSetAcquire(0)", (boolean) F_Z.getAndSetAcquire(o, true) + " -> " + o.fZ); } catch (Throwable e) { x(p + "getAndSetAcquire(0)", e); }
        try { r(p + "getAndSetRelease(1)", (boolean) F_Z.getAndSetRelease(o, false) + " -> " + o.fZ); } catch (Throwable e) { x(p + "getAndSetRelease(1)", e); }
        try { r(p + "getAndAdd(2)", (boolean) F_Z.getAndAdd(o, true) + " -> " + o.fZ); } catch (Throwable e) { x(p + "getAndAdd(2)", e); }
        try { r(p + "getAndAddAcquire(3)", (boolean) F_Z.getAndAddAcquire(o, false) + " -> " + o.fZ); } catch (Throwable e) { x(p + "getAndAddAcquire(3)", e); }
        try { r(p + "getAndAddRelease(0)", (boolean) F_Z.getAndAddRelease(o, true) + " -> " + o.fZ); } catch (Throwable e) { x(p + "getAndAddRelease(0)", e); }
        try { r(p + "getAndBitwiseOr(1)", (boolean) F_Z.getAndBitwiseOr(o, false) + " -> " + o.fZ); } catch (Throwable e) { x(p + "getAndBitwiseOr(1)", e); }
        try { r(p + "getAndBitwiseOrAcquire(2)", (boolean) F_Z.getAndBitwiseOrAcquire(o, true) + " -> " + o.fZ); } catch (Throwable e) { x(p + "getAndBitwiseOrAcquire(2)", e); }
        try { r(p + "getAndBitwiseOrRelease(3)", (boolean) F_Z.getAndBitwiseOrRelease(o, false) + " -> " + o.fZ); } catch (Throwable e) { x(p + "getAndBitwiseOrRelease(3)", e); }
        try { r(p + "getAndBitwiseAnd(0)", (boolean) F_Z.getAndBitwiseAnd(o, true) + " -> " + o.fZ); } catch (Throwable e) { x(p + "getAndBitwiseAnd(0)", e); }
        try { r(p + "getAndBitwiseAndAcquire(1)", (boolean) F_Z.getAndBitwiseAndAcquire(o, false) + " -> " + o.fZ); } catch (Throwable e) { x(p + "getAndBitwiseAndAcquire(1)", e); }
        try { r(p + "getAndBitwiseAndRelease(2)", (boolean) F_Z.getAndBitwiseAndRelease(o, true) + " -> " + o.fZ); } catch (Throwable e) { x(p + "getAndBitwiseAndRelease(2)", e); }
        try { r(p + "getAndBitwiseXor(3)", (boolean) F_Z.getAndBitwiseXor(o, false) + " -> " + o.fZ); } catch (Throwable e) { x(p + "getAndBitwiseXor(3)", e); }
        try { r(p + "getAndBitwiseXorAcquire(0)", (boolean) F_Z.getAndBitwiseXorAcquire(o, true) + " -> " + o.fZ); } catch (Throwable e) { x(p + "getAndBitwiseXorAcquire(0)", e); }
        try { r(p + "getAndBitwiseXorRelease(1)", (boolean) F_Z.getAndBitwiseXorRelease(o, false) + " -> " + o.fZ); } catch (Throwable e) { x(p + "getAndBitwiseXorRelease(1)", e); }
    }

    static void fieldB() {
        String p = "field byte ";
        try { F_B.set(o, (byte) 1); r(p + "set(0)", o.fB); } catch (Throwable e) { x(p + "set(0)", e); }
        try { r(p + "get", (byte) F_B.get(o)); } catch (Throwable e) { x(p + "get", e); }
        try { F_B.setVolatile(o, (byte) 0x7f); r(p + "setVolatile(1)", o.fB); } catch (Throwable e) { x(p + "setVolatile(1)", e); }
        try { r(p + "getVolatile", (byte) F_B.getVolatile(o)); } catch (Throwable e) { x(p + "getVolatile", e); }
        try { F_B.setOpaque(o, (byte) -3); r(p + "setOpaque(2)", o.fB); } catch (Throwable e) { x(p + "setOpaque(2)", e); }
        try { r(p + "getOpaque", (byte) F_B.getOpaque(o)); } catch (Throwable e) { x(p + "getOpaque", e); }
        try { F_B.setRelease(o, (byte) 0x0c); r(p + "setRelease(3)", o.fB); } catch (Throwable e) { x(p + "setRelease(3)", e); }
        try { r(p + "getAcquire", (byte) F_B.getAcquire(o)); } catch (Throwable e) { x(p + "getAcquire", e); }
        try { r(p + "compareAndSet(3,0)", (boolean) F_B.compareAndSet(o, (byte) 0x0c, (byte) 1) + " -> " + o.fB); } catch (Throwable e) { x(p + "compareAndSet(3,0)", e); }
        try { r(p + "compareAndSet(3,1)", (boolean) F_B.compareAndSet(o, (byte) 0x0c, (byte) 0x7f) + " -> " + o.fB); } catch (Throwable e) { x(p + "compareAndSet(3,1)", e); }
        try { r(p + "compareAndExchange(0,1)", (byte) F_B.compareAndExchange(o, (byte) 1, (byte) 0x7f) + " -> " + o.fB); } catch (Throwable e) { x(p + "compareAndExchange(0,1)", e); }
        try { r(p + "compareAndExchangeAcquire(0,2)", (byte) F_B.compareAndExchangeAcquire(o, (byte) 1, (byte) -3) + " -> " + o.fB); } catch (Throwable e) { x(p + "compareAndExchangeAcquire(0,2)", e); }
        try { r(p + "compareAndExchangeRelease(1,2)", (byte) F_B.compareAndExchangeRelease(o, (byte) 0x7f, (byte) -3) + " -> " + o.fB); } catch (Throwable e) { x(p + "compareAndExchangeRelease(1,2)", e); }
        try { r(p + "weakCompareAndSet(2,3)", (boolean) F_B.weakCompareAndSet(o, (byte) -3, (byte) 0x0c) + " -> " + o.fB); } catch (Throwable e) { x(p + "weakCompareAndSet(2,3)", e); }
        try { r(p + "weakCompareAndSetPlain(3,0)", (boolean) F_B.weakCompareAndSetPlain(o, (byte) 0x0c, (byte) 1) + " -> " + o.fB); } catch (Throwable e) { x(p + "weakCompareAndSetPlain(3,0)", e); }
        try { r(p + "weakCompareAndSetAcquire(0,1)", (boolean) F_B.weakCompareAndSetAcquire(o, (byte) 1, (byte) 0x7f) + " -> " + o.fB); } catch (Throwable e) { x(p + "weakCompareAndSetAcquire(0,1)", e); }
        try { r(p + "weakCompareAndSetRelease(1,2)", (boolean) F_B.weakCompareAndSetRelease(o, (byte) 0x7f, (byte) -3) + " -> " + o.fB); } catch (Throwable e) { x(p + "weakCompareAndSetRelease(1,2)", e); }
        try { r(p + "getAndSet(3)", (byte) F_B.getAndSet(o, (byte) 0x0c) + " -> " + o.fB); } catch (Throwable e) { x(p + "getAndSet(3)", e); }
        try { r(p + "getAndSetAcquire(0)", (byte) F_B.getAndSetAcquire(o, (byte) 1) + " -> " + o.fB); } catch (Throwable e) { x(p + "getAndSetAcquire(0)", e); }
        try { r(p + "getAndSetRelease(1)", (byte) F_B.getAndSetRelease(o, (byte) 0x7f) + " -> " + o.fB); } catch (Throwable e) { x(p + "getAndSetRelease(1)", e); }
        try { r(p + "getAndAdd(2)", (byte) F_B.getAndAdd(o, (byte) -3) + " -> " + o.fB); } catch (Throwable e) { x(p + "getAndAdd(2)", e); }
        try { r(p + "getAndAddAcquire(3)", (byte) F_B.getAndAddAcquire(o, (byte) 0x0c) + " -> " + o.fB); } catch (Throwable e) { x(p + "getAndAddAcquire(3)", e); }
        try { r(p + "getAndAddRelease(0)", (byte) F_B.getAndAddRelease(o, (byte) 1) + " -> " + o.fB); } catch (Throwable e) { x(p + "getAndAddRelease(0)", e); }
        try { r(p + "getAndBitwiseOr(1)", (byte) F_B.getAndBitwiseOr(o, (byte) 0x7f) + " -> " + o.fB); } catch (Throwable e) { x(p + "getAndBitwiseOr(1)", e); }
        try { r(p + "getAndBitwiseOrAcquire(2)", (byte) F_B.getAndBitwiseOrAcquire(o, (byte) -3) + " -> " + o.fB); } catch (Throwable e) { x(p + "getAndBitwiseOrAcquire(2)", e); }
        try { r(p + "getAndBitwiseOrRelease(3)", (byte) F_B.getAndBitwiseOrRelease(o, (byte) 0x0c) + " -> " + o.fB); } catch (Throwable e) { x(p + "getAndBitwiseOrRelease(3)", e); }
        try { r(p + "getAndBitwiseAnd(0)", (byte) F_B.getAndBitwiseAnd(o, (byte) 1) + " -> " + o.fB); } catch (Throwable e) { x(p + "getAndBitwiseAnd(0)", e); }
        try { r(p + "getAndBitwiseAndAcquire(1)", (byte) F_B.getAndBitwiseAndAcquire(o, (byte) 0x7f) + " -> " + o.fB); } catch (Throwable e) { x(p + "getAndBitwiseAndAcquire(1)", e); }
        try { r(p + "getAndBitwiseAndRelease(2)", (byte) F_B.getAndBitwiseAndRelease(o, (byte) -3) + " -> " + o.fB); } catch (Throwable e) { x(p + "getAndBitwiseAndRelease(2)", e); }
        try { r(p + "getAndBitwiseXor(3)", (byte) F_B.getAndBitwiseXor(o, (byte) 0x0c) + " -> " + o.fB); } catch (Throwable e) { x(p + "getAndBitwiseXor(3)", e); }
        try { r(p + "getAndBitwiseXorAcquire(0)", (byte) F_B.getAndBitwiseXorAcquire(o, (byte) 1) + " -> " + o.fB); } catch (Throwable e) { x(p + "getAndBitwiseXorAcquire(0)", e); }
        try { r(p + "getAndBitwiseXorRelease(1)", (byte) F_B.getAndBitwiseXorRelease(o, (byte) 0x7f) + " -> " + o.fB); } catch (Throwable e) { x(p + "getAndBitwiseXorRelease(1)", e); }
    }

    static void fieldS() {
        String p = "field short ";
        try { F_S.set(o, (short) 1); r(p + "set(0)", o.fS); } catch (Throwable e) { x(p + "set(0)", e); }
        try { r(p + "get", (short) F_S.get(o)); } catch (Throwable e) { x(p + "get", e); }
        try { F_S.setVolatile(o, (short) 0x7fff); r(p + "setVolatile(1)", o.fS); } catch (Throwable e) { x(p + "setVolatile(1)", e); }
        try { r(p + "getVolatile", (short) F_S.getVolatile(o)); } catch (Throwable e) { x(p + "getVolatile", e); }
        try { F_S.setOpaque(o, (short) -3); r(p + "setOpaque(2)", o.fS); } catch (Throwable e) { x(p + "setOpaque(2)", e); }
        try { r(p + "getOpaque", (short) F_S.getOpaque(o)); } catch (Throwable e) { x(p + "getOpaque", e); }
        try { F_S.setRelease(o, (short) 0x0c0c); r(p + "setRelease(3)", o.fS); } catch (Throwable e) { x(p + "setRelease(3)", e); }
        try { r(p + "getAcquire", (short) F_S.getAcquire(o)); } catch (Throwable e) { x(p + "getAcquire", e); }
        try { r(p + "compareAndSet(3,0)", (boolean) F_S.compareAndSet(o, (short) 0x0c0c, (short) 1) + " -> " + o.fS); } catch (Throwable e) { x(p + "compareAndSet(3,0)", e); }
        try { r(p + "compareAndSet(3,1)", (boolean) F_S.compareAndSet(o, (short) 0x0c0c, (short) 0x7fff) + " -> " + o.fS); } catch (Throwable e) { x(p + "compareAndSet(3,1)", e); }
        try { r(p + "compareAndExchange(0,1)", (short) F_S.compareAndExchange(o, (short) 1, (short) 0x7fff) + " -> " + o.fS); } catch (Throwable e) { x(p + "compareAndExchange(0,1)", e); }
        try { r(p + "compareAndExchangeAcquire(0,2)", (short) F_S.compareAndExchangeAcquire(o, (short) 1, (short) -3) + " -> " + o.fS); } catch (Throwable e) { x(p + "compareAndExchangeAcquire(0,2)", e); }
        try { r(p + "compareAndExchangeRelease(1,2)", (short) F_S.compareAndExchangeRelease(o, (short) 0x7fff, (short) -3) + " -> " + o.fS); } catch (Throwable e) { x(p + "compareAndExchangeRelease(1,2)", e); }
        try { r(p + "weakCompareAndSet(2,3)", (boolean) F_S.weakCompareAndSet(o, (short) -3, (short) 0x0c0c) + " -> " + o.fS); } catch (Throwable e) { x(p + "weakCompareAndSet(2,3)", e); }
        try { r(p + "weakCompareAndSetPlain(3,0)", (boolean) F_S.weakCompareAndSetPlain(o, (short) 0x0c0c, (short) 1) + " -> " + o.fS); } catch (Throwable e) { x(p + "weakCompareAndSetPlain(3,0)", e); }
        try { r(p + "weakCompareAndSetAcquire(0,1)", (boolean) F_S.weakCompareAndSetAcquire(o, (short) 1, (short) 0x7fff) + " -> " + o.fS); } catch (Throwable e) { x(p + "weakCompareAndSetAcquire(0,1)", e); }
        try { r(p + "weakCompareAndSetRelease(1,2)", (boolean) F_S.weakCompareAndSetRelease(o, (short) 0x7fff, (short) -3) + " -> " + o.fS); } catch (Throwable e) { x(p + "weakCompareAndSetRelease(1,2)", e); }
        try { r(p + "getAndSet(3)", (short) F_S.getAndSet(o, (short) 0x0c0c) + " -> " + o.fS); } catch (Throwable e) { x(p + "getAndSet(3)", e); }
        try { r(p + "getAndSetAcquire(0)", (short) F_S.getAndSetAcquire(o, (short) 1) + " -> " + o.fS); } catch (Throwable e) { x(p + "getAndSetAcquire(0)", e); }
        try { r(p + "getAndSetRelease(1)", (short) F_S.getAndSetRelease(o, (short) 0x7fff) + " -> " + o.fS); } catch (Throwable e) { x(p + "getAndSetRelease(1)", e); }
        try { r(p + "getAndAdd(2)", (short) F_S.getAndAdd(o, (short) -3) + " -> " + o.fS); } catch (Throwable e) { x(p + "getAndAdd(2)", e); }
        try { r(p + "getAndAddAcquire(3)", (short) F_S.getAndAddAcquire(o, (short) 0x0c0c) + " -> " + o.fS); } catch (Throwable e) { x(p + "getAndAddAcquire(3)", e); }
        try { r(p + "getAndAddRelease(0)", (short) F_S.getAndAddRelease(o, (short) 1) + " -> " + o.fS); } catch (Throwable e) { x(p + "getAndAddRelease(0)", e); }
        try { r(p + "getAndBitwiseOr(1)", (short) F_S.getAndBitwiseOr(o, (short) 0x7fff) + " -> " + o.fS); } catch (Throwable e) { x(p + "getAndBitwiseOr(1)", e); }
        try { r(p + "getAndBitwiseOrAcquire(2)", (short) F_S.getAndBitwiseOrAcquire(o, (short) -3) + " -> " + o.fS); } catch (Throwable e) { x(p + "getAndBitwiseOrAcquire(2)", e); }
        try { r(p + "getAndBitwiseOrRelease(3)", (short) F_S.getAndBitwiseOrRelease(o, (short) 0x0c0c) + " -> " + o.fS); } catch (Throwable e) { x(p + "getAndBitwiseOrRelease(3)", e); }
        try { r(p + "getAndBitwiseAnd(0)", (short) F_S.getAndBitwiseAnd(o, (short) 1) + " -> " + o.fS); } catch (Throwable e) { x(p + "getAndBitwiseAnd(0)", e); }
        try { r(p + "getAndBitwiseAndAcquire(1)", (short) F_S.getAndBitwiseAndAcquire(o, (short) 0x7fff) + " -> " + o.fS); } catch (Throwable e) { x(p + "getAndBitwiseAndAcquire(1)", e); }
        try { r(p + "getAndBitwiseAndRelease(2)", (short) F_S.getAndBitwiseAndRelease(o, (short) -3) + " -> " + o.fS); } catch (Throwable e) { x(p + "getAndBitwiseAndRelease(2)", e); }
        try { r(p + "getAndBitwiseXor(3)", (short) F_S.getAndBitwiseXor(o, (short) 0x0c0c) + " -> " + o.fS); } catch (Throwable e) { x(p + "getAndBitwiseXor(3)", e); }
        try { r(p + "getAndBitwiseXorAcquire(0)", (short) F_S.getAndBitwiseXorAcquire(o, (short) 1) + " -> " + o.fS); } catch (Throwable e) { x(p + "getAndBitwiseXorAcquire(0)", e); }
        try { r(p + "getAndBitwiseXorRelease(1)", (short) F_S.getAndBitwiseXorRelease(o, (short) 0x7fff) + " -> " + o.fS); } catch (Throwable e) { x(p + "getAndBitwiseXorRelease(1)", e); }
    }

    static void fieldC() {
        String p = "field char ";
        try { F_C.set(o, 'a'); r(p + "set(0)", o.fC); } catch (Throwable e) { x(p + "set(0)", e); }
        try { r(p + "get", (char) F_C.get(o)); } catch (Throwable e) { x(p + "get", e); }
        try { F_C.setVolatile(o, '\uffff'); r(p + "setVolatile(1)", o.fC); } catch (Throwable e) { x(p + "setVolatile(1)", e); }
        try { r(p + "getVolatile", (char) F_C.getVolatile(o)); } catch (Throwable e) { x(p + "getVolatile", e); }
        try { F_C.setOpaque(o, 'c'); r(p + "setOpaque(2)", o.fC); } catch (Throwable e) { x(p + "setOpaque(2)", e); }
        try { r(p + "getOpaque", (char) F_C.getOpaque(o)); } catch (Throwable e) { x(p + "getOpaque", e); }
        try { F_C.setRelease(o, (char) 0x0c0c); r(p + "setRelease(3)", o.fC); } catch (Throwable e) { x(p + "setRelease(3)", e); }
        try { r(p + "getAcquire", (char) F_C.getAcquire(o)); } catch (Throwable e) { x(p + "getAcquire", e); }
        try { r(p + "compareAndSet(3,0)", (boolean) F_C.compareAndSet(o, (char) 0x0c0c, 'a') + " -> " + o.fC); } catch (Throwable e) { x(p + "compareAndSet(3,0)", e); }
        try { r(p + "compareAndSet(3,1)", (boolean) F_C.compareAndSet(o, (char) 0x0c0c, '\uffff') + " -> " + o.fC); } catch (Throwable e) { x(p + "compareAndSet(3,1)", e); }
        try { r(p + "compareAndExchange(0,1)", (char) F_C.compareAndExchange(o, 'a', '\uffff') + " -> " + o.fC); } catch (Throwable e) { x(p + "compareAndExchange(0,1)", e); }
        try { r(p + "compareAndExchangeAcquire(0,2)", (char) F_C.compareAndExchangeAcquire(o, 'a', 'c') + " -> " + o.fC); } catch (Throwable e) { x(p + "compareAndExchangeAcquire(0,2)", e); }
        try { r(p + "compareAndExchangeRelease(1,2)", (char) F_C.compareAndExchangeRelease(o, '\uffff', 'c') + " -> " + o.fC); } catch (Throwable e) { x(p + "compareAndExchangeRelease(1,2)", e); }
        try { r(p + "weakCompareAndSet(2,3)", (boolean) F_C.weakCompareAndSet(o, 'c', (char) 0x0c0c) + " -> " + o.fC); } catch (Throwable e) { x(p + "weakCompareAndSet(2,3)", e); }
        try { r(p + "weakCompareAndSetPlain(3,0)", (boolean) F_C.weakCompareAndSetPlain(o, (char) 0x0c0c, 'a') + " -> " + o.fC); } catch (Throwable e) { x(p + "weakCompareAndSetPlain(3,0)", e); }
        try { r(p + "weakCompareAndSetAcquire(0,1)", (boolean) F_C.weakCompareAndSetAcquire(o, 'a', '\uffff') + " -> " + o.fC); } catch (Throwable e) { x(p + "weakCompareAndSetAcquire(0,1)", e); }
        try { r(p + "weakCompareAndSetRelease(1,2)", (boolean) F_C.weakCompareAndSetRelease(o, '\uffff', 'c') + " -> " + o.fC); } catch (Throwable e) { x(p + "weakCompareAndSetRelease(1,2)", e); }
        try { r(p + "getAndSet(3)", (char) F_C.getAndSet(o, (char) 0x0c0c) + " -> " + o.fC); } catch (Throwable e) { x(p + "getAndSet(3)", e); }
        try { r(p + "getAndSetAcquire(0)", (char) F_C.getAndSetAcquire(o, 'a') + " -> " + o.fC); } catch (Throwable e) { x(p + "getAndSetAcquire(0)", e); }
        try { r(p + "getAndSetRelease(1)", (char) F_C.getAndSetRelease(o, '\uffff') + " -> " + o.fC); } catch (Throwable e) { x(p + "getAndSetRelease(1)", e); }
        try { r(p + "getAndAdd(2)", (char) F_C.getAndAdd(o, 'c') + " -> " + o.fC); } catch (Throwable e) { x(p + "getAndAdd(2)", e); }
        try { r(p + "getAndAddAcquire(3)", (char) F_C.getAndAddAcquire(o, (char) 0x0c0c) + " -> " + o.fC); } catch (Throwable e) { x(p + "getAndAddAcquire(3)", e); }
        try { r(p + "getAndAddRelease(0)", (char) F_C.getAndAddRelease(o, 'a') + " -> " + o.fC); } catch (Throwable e) { x(p + "getAndAddRelease(0)", e); }
        try { r(p + "getAndBitwiseOr(1)", (char) F_C.getAndBitwiseOr(o, '\uffff') + " -> " + o.fC); } catch (Throwable e) { x(p + "getAndBitwiseOr(1)", e); }
        try { r(p + "getAndBitwiseOrAcquire(2)", (char) F_C.getAndBitwiseOrAcquire(o, 'c') + " -> " + o.fC); } catch (Throwable e) { x(p + "getAndBitwiseOrAcquire(2)", e); }
        try { r(p + "getAndBitwiseOrRelease(3)", (char) F_C.getAndBitwiseOrRelease(o, (char) 0x0c0c) + " -> " + o.fC); } catch (Throwable e) { x(p + "getAndBitwiseOrRelease(3)", e); }
        try { r(p + "getAndBitwiseAnd(0)", (char) F_C.getAndBitwiseAnd(o, 'a') + " -> " + o.fC); } catch (Throwable e) { x(p + "getAndBitwiseAnd(0)", e); }
        try { r(p + "getAndBitwiseAndAcquire(1)", (char) F_C.getAndBitwiseAndAcquire(o, '\uffff') + " -> " + o.fC); } catch (Throwable e) { x(p + "getAndBitwiseAndAcquire(1)", e); }
        try { r(p + "getAndBitwiseAndRelease(2)", (char) F_C.getAndBitwiseAndRelease(o, 'c') + " -> " + o.fC); } catch (Throwable e) { x(p + "getAndBitwiseAndRelease(2)", e); }
        try { r(p + "getAndBitwiseXor(3)", (char) F_C.getAndBitwiseXor(o, (char) 0x0c0c) + " -> " + o.fC); } catch (Throwable e) { x(p + "getAndBitwiseXor(3)", e); }
        try { r(p + "getAndBitwiseXorAcquire(0)", (char) F_C.getAndBitwiseXorAcquire(o, 'a') + " -> " + o.fC); } catch (Throwable e) { x(p + "getAndBitwiseXorAcquire(0)", e); }
        try { r(p + "getAndBitwiseXorRelease(1)", (char) F_C.getAndBitwiseXorRelease(o, '\uffff') + " -> " + o.fC); } catch (Throwable e) { x(p + "getAndBitwiseXorRelease(1)", e); }
    }

    static void fieldI() {
        String p = "field int ";
        try { F_I.set(o, 1); r(p + "set(0)", o.fI); } catch (Throwable e) { x(p + "set(0)", e); }
        try { r(p + "get", (int) F_I.get(o)); } catch (Throwable e) { x(p + "get", e); }
        try { F_I.setVolatile(o, 0x7fffffff); r(p + "setVolatile(1)", o.fI); } catch (Throwable e) { x(p + "setVolatile(1)", e); }
        try { r(p + "getVolatile", (int) F_I.getVolatile(o)); } catch (Throwable e) { x(p + "getVolatile", e); }
        try { F_I.setOpaque(o, -3); r(p + "setOpaque(2)", o.fI); } catch (Throwable e) { x(p + "setOpaque(2)", e); }
        try { r(p + "getOpaque", (int) F_I.getOpaque(o)); } catch (Throwable e) { x(p + "getOpaque", e); }
        try { F_I.setRelease(o, 0x0c0c0c0c); r(p + "setRelease(3)", o.fI); } catch (Throwable e) { x(p + "setRelease(3)", e); }
        try { r(p + "getAcquire", (int) F_I.getAcquire(o)); } catch (Throwable e) { x(p + "getAcquire", e); }
        try { r(p + "compareAndSet(3,0)", (boolean) F_I.compareAndSet(o, 0x0c0c0c0c, 1) + " -> " + o.fI); } catch (Throwable e) { x(p + "compareAndSet(3,0)", e); }
        try { r(p + "compareAndSet(3,1)", (boolean) F_I.compareAndSet(o, 0x0c0c0c0c, 0x7fffffff) + " -> " + o.fI); } catch (Throwable e) { x(p + "compareAndSet(3,1)", e); }
        try { r(p + "compareAndExchange(0,1)", (int) F_I.compareAndExchange(o, 1, 0x7fffffff) + " -> " + o.fI); } catch (Throwable e) { x(p + "compareAndExchange(0,1)", e); }
        try { r(p + "compareAndExchangeAcquire(0,2)", (int) F_I.compareAndExchangeAcquire(o, 1, -3) + " -> " + o.fI); } catch (Throwable e) { x(p + "compareAndExchangeAcquire(0,2)", e); }
        try { r(p + "compareAndExchangeRelease(1,2)", (int) F_I.compareAndExchangeRelease(o, 0x7fffffff, -3) + " -> " + o.fI); } catch (Throwable e) { x(p + "compareAndExchangeRelease(1,2)", e); }
        try { r(p + "weakCompareAndSet(2,3)", (boolean) F_I.weakCompareAndSet(o, -3, 0x0c0c0c0c) + " -> " + o.fI); } catch (Throwable e) { x(p + "weakCompareAndSet(2,3)", e); }
        try { r(p + "weakCompareAndSetPlain(3,0)", (boolean) F_I.weakCompareAndSetPlain(o, 0x0c0c0c0c, 1) + " -> " + o.fI); } catch (Throwable e) { x(p + "weakCompareAndSetPlain(3,0)", e); }
        try { r(p + "weakCompareAndSetAcquire(0,1)", (boolean) F_I.weakCompareAndSetAcquire(o, 1, 0x7fffffff) + " -> " + o.fI); } catch (Throwable e) { x(p + "weakCompareAndSetAcquire(0,1)", e); }
        try { r(p + "weakCompareAndSetRelease(1,2)", (boolean) F_I.weakCompareAndSetRelease(o, 0x7fffffff, -3) + " -> " + o.fI); } catch (Throwable e) { x(p + "weakCompareAndSetRelease(1,2)", e); }
        try { r(p + "getAndSet(3)", (int) F_I.getAndSet(o, 0x0c0c0c0c) + " -> " + o.fI); } catch (Throwable e) { x(p + "getAndSet(3)", e); }
        try { r(p + "getAndSetAcquire(0)", (int) F_I.getAndSetAcquire(o, 1) + " -> " + o.fI); } catch (Throwable e) { x(p + "getAndSetAcquire(0)", e); }
        try { r(p + "getAndSetRelease(1)", (int) F_I.getAndSetRelease(o, 0x7fffffff) + " -> " + o.fI); } catch (Throwable e) { x(p + "getAndSetRelease(1)", e); }
        try { r(p + "getAndAdd(2)", (int) F_I.getAndAdd(o, -3) + " -> " + o.fI); } catch (Throwable e) { x(p + "getAndAdd(2)", e); }
        try { r(p + "getAndAddAcquire(3)", (int) F_I.getAndAddAcquire(o, 0x0c0c0c0c) + " -> " + o.fI); } catch (Throwable e) { x(p + "getAndAddAcquire(3)", e); }
        try { r(p + "getAndAddRelease(0)", (int) F_I.getAndAddRelease(o, 1) + " -> " + o.fI); } catch (Throwable e) { x(p + "getAndAddRelease(0)", e); }
        try { r(p + "getAndBitwiseOr(1)", (int) F_I.getAndBitwiseOr(o, 0x7fffffff) + " -> " + o.fI); } catch (Throwable e) { x(p + "getAndBitwiseOr(1)", e); }
        try { r(p + "getAndBitwiseOrAcquire(2)", (int) F_I.getAndBitwiseOrAcquire(o, -3) + " -> " + o.fI); } catch (Throwable e) { x(p + "getAndBitwiseOrAcquire(2)", e); }
        try { r(p + "getAndBitwiseOrRelease(3)", (int) F_I.getAndBitwiseOrRelease(o, 0x0c0c0c0c) + " -> " + o.fI); } catch (Throwable e) { x(p + "getAndBitwiseOrRelease(3)", e); }
        try { r(p + "getAndBitwiseAnd(0)", (int) F_I.getAndBitwiseAnd(o, 1) + " -> " + o.fI); } catch (Throwable e) { x(p + "getAndBitwiseAnd(0)", e); }
        try { r(p + "getAndBitwiseAndAcquire(1)", (int) F_I.getAndBitwiseAndAcquire(o, 0x7fffffff) + " -> " + o.fI); } catch (Throwable e) { x(p + "getAndBitwiseAndAcquire(1)", e); }
        try { r(p + "getAndBitwiseAndRelease(2)", (int) F_I.getAndBitwiseAndRelease(o, -3) + " -> " + o.fI); } catch (Throwable e) { x(p + "getAndBitwiseAndRelease(2)", e); }
        try { r(p + "getAndBitwiseXor(3)", (int) F_I.getAndBitwiseXor(o, 0x0c0c0c0c) + " -> " + o.fI); } catch (Throwable e) { x(p + "getAndBitwiseXor(3)", e); }
        try { r(p + "getAndBitwiseXorAcquire(0)", (int) F_I.getAndBitwiseXorAcquire(o, 1) + " -> " + o.fI); } catch (Throwable e) { x(p + "getAndBitwiseXorAcquire(0)", e); }
        try { r(p + "getAndBitwiseXorRelease(1)", (int) F_I.getAndBitwiseXorRelease(o, 0x7fffffff) + " -> " + o.fI); } catch (Throwable e) { x(p + "getAndBitwiseXorRelease(1)", e); }
    }

    static void fieldJ() {
        String p = "field long ";
        try { F_J.set(o, 1L); r(p + "set(0)", o.fJ); } catch (Throwable e) { x(p + "set(0)", e); }
        try { r(p + "get", (long) F_J.get(o)); } catch (Throwable e) { x(p + "get", e); }
        try { F_J.setVolatile(o, 0x7fffffffffffffffL); r(p + "setVolatile(1)", o.fJ); } catch (Throwable e) { x(p + "setVolatile(1)", e); }
        try { r(p + "getVolatile", (long) F_J.getVolatile(o)); } catch (Throwable e) { x(p + "getVolatile", e); }
        try { F_J.setOpaque(o, -3L); r(p + "setOpaque(2)", o.fJ); } catch (Throwable e) { x(p + "setOpaque(2)", e); }
        try { r(p + "getOpaque", (long) F_J.getOpaque(o)); } catch (Throwable e) { x(p + "getOpaque", e); }
        try { F_J.setRelease(o, 0x0c0c0c0c0c0c0c0cL); r(p + "setRelease(3)", o.fJ); } catch (Throwable e) { x(p + "setRelease(3)", e); }
        try { r(p + "getAcquire", (long) F_J.getAcquire(o)); } catch (Throwable e) { x(p + "getAcquire", e); }
        try { r(p + "compareAndSet(3,0)", (boolean) F_J.compareAndSet(o, 0x0c0c0c0c0c0c0c0cL, 1L) + " -> " + o.fJ); } catch (Throwable e) { x(p + "compareAndSet(3,0)", e); }
        try { r(p + "compareAndSet(3,1)", (boolean) F_J.compareAndSet(o, 0x0c0c0c0c0c0c0c0cL, 0x7fffffffffffffffL) + " -> " + o.fJ); } catch (Throwable e) { x(p + "compareAndSet(3,1)", e); }
        try { r(p + "compareAndExchange(0,1)", (long) F_J.compareAndExchange(o, 1L, 0x7fffffffffffffffL) + " -> " + o.fJ); } catch (Throwable e) { x(p + "compareAndExchange(0,1)", e); }
        try { r(p + "compareAndExchangeAcquire(0,2)", (long) F_J.compareAndExchangeAcquire(o, 1L, -3L) + " -> " + o.fJ); } catch (Throwable e) { x(p + "compareAndExchangeAcquire(0,2)", e); }
        try { r(p + "compareAndExchangeRelease(1,2)", (long) F_J.compareAndExchangeRelease(o, 0x7fffffffffffffffL, -3L) + " -> " + o.fJ); } catch (Throwable e) { x(p + "compareAndExchangeRelease(1,2)", e); }
        try { r(p + "weakCompareAndSet(2,3)", (boolean) F_J.weakCompareAndSet(o, -3L, 0x0c0c0c0c0c0c0c0cL) + " -> " + o.fJ); } catch (Throwable e) { x(p + "weakCompareAndSet(2,3)", e); }
        try { r(p + "weakCompareAndSetPlain(3,0)", (boolean) F_J.weakCompareAndSetPlain(o, 0x0c0c0c0c0c0c0c0cL, 1L) + " -> " + o.fJ); } catch (Throwable e) { x(p + "weakCompareAndSetPlain(3,0)", e); }
        try { r(p + "weakCompareAndSetAcquire(0,1)", (boolean) F_J.weakCompareAndSetAcquire(o, 1L, 0x7fffffffffffffffL) + " -> " + o.fJ); } catch (Throwable e) { x(p + "weakCompareAndSetAcquire(0,1)", e); }
        try { r(p + "weakCompareAndSetRelease(1,2)", (boolean) F_J.weakCompareAndSetRelease(o, 0x7fffffffffffffffL, -3L) + " -> " + o.fJ); } catch (Throwable e) { x(p + "weakCompareAndSetRelease(1,2)", e); }
        try { r(p + "getAndSet(3)", (long) F_J.getAndSet(o, 0x0c0c0c0c0c0c0c0cL) + " -> " + o.fJ); } catch (Throwable e) { x(p + "getAndSet(3)", e); }
        try { r(p + "getAndSetAcquire(0)", (long) F_J.getAndSetAcquire(o, 1L) + " -> " + o.fJ); } catch (Throwable e) { x(p + "getAndSetAcquire(0)", e); }
        try { r(p + "getAndSetRelease(1)", (long) F_J.getAndSetRelease(o, 0x7fffffffffffffffL) + " -> " + o.fJ); } catch (Throwable e) { x(p + "getAndSetRelease(1)", e); }
        try { r(p + "getAndAdd(2)", (long) F_J.getAndAdd(o, -3L) + " -> " + o.fJ); } catch (Throwable e) { x(p + "getAndAdd(2)", e); }
        try { r(p + "getAndAddAcquire(3)", (long) F_J.getAndAddAcquire(o, 0x0c0c0c0c0c0c0c0cL) + " -> " + o.fJ); } catch (Throwable e) { x(p + "getAndAddAcquire(3)", e); }
        try { r(p + "getAndAddRelease(0)", (long) F_J.getAndAddRelease(o, 1L) + " -> " + o.fJ); } catch (Throwable e) { x(p + "getAndAddRelease(0)", e); }
        try { r(p + "getAndBitwiseOr(1)", (long) F_J.getAndBitwiseOr(o, 0x7fffffffffffffffL) + " -> " + o.fJ); } catch (Throwable e) { x(p + "getAndBitwiseOr(1)", e); }
        try { r(p + "getAndBitwiseOrAcquire(2)", (long) F_J.getAndBitwiseOrAcquire(o, -3L) + " -> " + o.fJ); } catch (Throwable e) { x(p + "getAndBitwiseOrAcquire(2)", e); }
        try { r(p + "getAndBitwiseOrRelease(3)", (long) F_J.getAndBitwiseOrRelease(o, 0x0c0c0c0c0c0c0c0cL) + " -> " + o.fJ); } catch (Throwable e) { x(p + "getAndBitwiseOrRelease(3)", e); }
        try { r(p + "getAndBitwiseAnd(0)", (long) F_J.getAndBitwiseAnd(o, 1L) + " -> " + o.fJ); } catch (Throwable e) { x(p + "getAndBitwiseAnd(0)", e); }
        try { r(p + "getAndBitwiseAndAcquire(1)", (long) F_J.getAndBitwiseAndAcquire(o, 0x7fffffffffffffffL) + " -> " + o.fJ); } catch (Throwable e) { x(p + "getAndBitwiseAndAcquire(1)", e); }
        try { r(p + "getAndBitwiseAndRelease(2)", (long) F_J.getAndBitwiseAndRelease(o, -3L) + " -> " + o.fJ); } catch (Throwable e) { x(p + "getAndBitwiseAndRelease(2)", e); }
        try { r(p + "getAndBitwiseXor(3)", (long) F_J.getAndBitwiseXor(o, 0x0c0c0c0c0c0c0c0cL) + " -> " + o.fJ); } catch (Throwable e) { x(p + "getAndBitwiseXor(3)", e); }
        try { r(p + "getAndBitwiseXorAcquire(0)", (long) F_J.getAndBitwiseXorAcquire(o, 1L) + " -> " + o.fJ); } catch (Throwable e) { x(p + "getAndBitwiseXorAcquire(0)", e); }
        try { r(p + "getAndBitwiseXorRelease(1)", (long) F_J.getAndBitwiseXorRelease(o, 0x7fffffffffffffffL) + " -> " + o.fJ); } catch (Throwable e) { x(p + "getAndBitwiseXorRelease(1)", e); }
    }

    static void fieldF() {
        String p = "field float ";
        try { F_F.set(o, 1.5f); r(p + "set(0)", o.fF); } catch (Throwable e) { x(p + "set(0)", e); }
        try { r(p + "get", (float) F_F.get(o)); } catch (Throwable e) { x(p + "get", e); }
        try { F_F.setVolatile(o, Float.NaN); r(p + "setVolatile(1)", o.fF); } catch (Throwable e) { x(p + "setVolatile(1)", e); }
        try { r(p + "getVolatile", (float) F_F.getVolatile(o)); } catch (Throwable e) { x(p + "getVolatile", e); }
        try { F_F.setOpaque(o, -0.0f); r(p + "setOpaque(2)", o.fF); } catch (Throwable e) { x(p + "setOpaque(2)", e); }
        try { r(p + "getOpaque", (float) F_F.getOpaque(o)); } catch (Throwable e) { x(p + "getOpaque", e); }
        try { F_F.setRelease(o, 3.25f); r(p + "setRelease(3)", o.fF); } catch (Throwable e) { x(p + "setRelease(3)", e); }
        try { r(p + "getAcquire", (float) F_F.getAcquire(o)); } catch (Throwable e) { x(p + "getAcquire", e); }
        try { r(p + "compareAndSet(3,0)", (boolean) F_F.compareAndSet(o, 3.25f, 1.5f) + " -> " + o.fF); } catch (Throwable e) { x(p + "compareAndSet(3,0)", e); }
        try { r(p + "compareAndSet(3,1)", (boolean) F_F.compareAndSet(o, 3.25f, Float.NaN) + " -> " + o.fF); } catch (Throwable e) { x(p + "compareAndSet(3,1)", e); }
        try { r(p + "compareAndExchange(0,1)", (float) F_F.compareAndExchange(o, 1.5f, Float.NaN) + " -> " + o.fF); } catch (Throwable e) { x(p + "compareAndExchange(0,1)", e); }
        try { r(p + "compareAndExchangeAcquire(0,2)", (float) F_F.compareAndExchangeAcquire(o, 1.5f, -0.0f) + " -> " + o.fF); } catch (Throwable e) { x(p + "compareAndExchangeAcquire(0,2)", e); }
        try { r(p + "compareAndExchangeRelease(1,2)", (float) F_F.compareAndExchangeRelease(o, Float.NaN, -0.0f) + " -> " + o.fF); } catch (Throwable e) { x(p + "compareAndExchangeRelease(1,2)", e); }
        try { r(p + "weakCompareAndSet(2,3)", (boolean) F_F.weakCompareAndSet(o, -0.0f, 3.25f) + " -> " + o.fF); } catch (Throwable e) { x(p + "weakCompareAndSet(2,3)", e); }
        try { r(p + "weakCompareAndSetPlain(3,0)", (boolean) F_F.weakCompareAndSetPlain(o, 3.25f, 1.5f) + " -> " + o.fF); } catch (Throwable e) { x(p + "weakCompareAndSetPlain(3,0)", e); }
        try { r(p + "weakCompareAndSetAcquire(0,1)", (boolean) F_F.weakCompareAndSetAcquire(o, 1.5f, Float.NaN) + " -> " + o.fF); } catch (Throwable e) { x(p + "weakCompareAndSetAcquire(0,1)", e); }
        try { r(p + "weakCompareAndSetRelease(1,2)", (boolean) F_F.weakCompareAndSetRelease(o, Float.NaN, -0.0f) + " -> " + o.fF); } catch (Throwable e) { x(p + "weakCompareAndSetRelease(1,2)", e); }
        try { r(p + "getAndSet(3)", (float) F_F.getAndSet(o, 3.25f) + " -> " + o.fF); } catch (Throwable e) { x(p + "getAndSet(3)", e); }
        try { r(p + "getAndSetAcquire(0)", (float) F_F.getAndSetAcquire(o, 1.5f) + " -> " + o.fF); } catch (Throwable e) { x(p + "getAndSetAcquire(0)", e); }
        try { r(p + "getAndSetRelease(1)", (float) F_F.getAndSetRelease(o, Float.NaN) + " -> " + o.fF); } catch (Throwable e) { x(p + "getAndSetRelease(1)", e); }
        try { r(p + "getAndAdd(2)", (float) F_F.getAndAdd(o, -0.0f) + " -> " + o.fF); } catch (Throwable e) { x(p + "getAndAdd(2)", e); }
        try { r(p + "getAndAddAcquire(3)", (float) F_F.getAndAddAcquire(o, 3.25f) + " -> " + o.fF); } catch (Throwable e) { x(p + "getAndAddAcquire(3)", e); }
        try { r(p + "getAndAddRelease(0)", (float) F_F.getAndAddRelease(o, 1.5f) + " -> " + o.fF); } catch (Throwable e) { x(p + "getAndAddRelease(0)", e); }
        try { r(p + "getAndBitwiseOr(1)", (float) F_F.getAndBitwiseOr(o, Float.NaN) + " -> " + o.fF); } catch (Throwable e) { x(p + "getAndBitwiseOr(1)", e); }
        try { r(p + "getAndBitwiseOrAcquire(2)", (float) F_F.getAndBitwiseOrAcquire(o, -0.0f) + " -> " + o.fF); } catch (Throwable e) { x(p + "getAndBitwiseOrAcquire(2)", e); }
        try { r(p + "getAndBitwiseOrRelease(3)", (float) F_F.getAndBitwiseOrRelease(o, 3.25f) + " -> " + o.fF); } catch (Throwable e) { x(p + "getAndBitwiseOrRelease(3)", e); }
        try { r(p + "getAndBitwiseAnd(0)", (float) F_F.getAndBitwiseAnd(o, 1.5f) + " -> " + o.fF); } catch (Throwable e) { x(p + "getAndBitwiseAnd(0)", e); }
        try { r(p + "getAndBitwiseAndAcquire(1)", (float) F_F.getAndBitwiseAndAcquire(o, Float.NaN) + " -> " + o.fF); } catch (Throwable e) { x(p + "getAndBitwiseAndAcquire(1)", e); }
        try { r(p + "getAndBitwiseAndRelease(2)", (float) F_F.getAndBitwiseAndRelease(o, -0.0f) + " -> " + o.fF); } catch (Throwable e) { x(p + "getAndBitwiseAndRelease(2)", e); }
        try { r(p + "getAndBitwiseXor(3)", (float) F_F.getAndBitwiseXor(o, 3.25f) + " -> " + o.fF); } catch (Throwable e) { x(p + "getAndBitwiseXor(3)", e); }
        try { r(p + "getAndBitwiseXorAcquire(0)", (float) F_F.getAndBitwiseXorAcquire(o, 1.5f) + " -> " + o.fF); } catch (Throwable e) { x(p + "getAndBitwiseXorAcquire(0)", e); }
        try { r(p + "getAndBitwiseXorRelease(1)", (float) F_F.getAndBitwiseXorRelease(o, Float.NaN) + " -> " + o.fF); } catch (Throwable e) { x(p + "getAndBitwiseXorRelease(1)", e); }
    }

    static void fieldD() {
        String p = "field double ";
        try { F_D.set(o, 1.5); r(p + "set(0)", o.fD); } catch (Throwable e) { x(p + "set(0)", e); }
        try { r(p + "get", (double) F_D.get(o)); } catch (Throwable e) { x(p + "get", e); }
        try { F_D.setVolatile(o, Double.NaN); r(p + "setVolatile(1)", o.fD); } catch (Throwable e) { x(p + "setVolatile(1)", e); }
        try { r(p + "getVolatile", (double) F_D.getVolatile(o)); } catch (Throwable e) { x(p + "getVolatile", e); }
        try { F_D.setOpaque(o, -0.0); r(p + "setOpaque(2)", o.fD); } catch (Throwable e) { x(p + "setOpaque(2)", e); }
        try { r(p + "getOpaque", (double) F_D.getOpaque(o)); } catch (Throwable e) { x(p + "getOpaque", e); }
        try { F_D.setRelease(o, 3.25); r(p + "setRelease(3)", o.fD); } catch (Throwable e) { x(p + "setRelease(3)", e); }
        try { r(p + "getAcquire", (double) F_D.getAcquire(o)); } catch (Throwable e) { x(p + "getAcquire", e); }
        try { r(p + "compareAndSet(3,0)", (boolean) F_D.compareAndSet(o, 3.25, 1.5) + " -> " + o.fD); } catch (Throwable e) { x(p + "compareAndSet(3,0)", e); }
        try { r(p + "compareAndSet(3,1)", (boolean) F_D.compareAndSet(o, 3.25, Double.NaN) + " -> " + o.fD); } catch (Throwable e) { x(p + "compareAndSet(3,1)", e); }
        try { r(p + "compareAndExchange(0,1)", (double) F_D.compareAndExchange(o, 1.5, Double.NaN) + " -> " + o.fD); } catch (Throwable e) { x(p + "compareAndExchange(0,1)", e); }
        try { r(p + "compareAndExchangeAcquire(0,2)", (double) F_D.compareAndExchangeAcquire(o, 1.5, -0.0) + " -> " + o.fD); } catch (Throwable e) { x(p + "compareAndExchangeAcquire(0,2)", e); }
        try { r(p + "compareAndExchangeRelease(1,2)", (double) F_D.compareAndExchangeRelease(o, Double.NaN, -0.0) + " -> " + o.fD); } catch (Throwable e) { x(p + "compareAndExchangeRelease(1,2)", e); }
        try { r(p + "weakCompareAndSet(2,3)", (boolean) F_D.weakCompareAndSet(o, -0.0, 3.25) + " -> " + o.fD); } catch (Throwable e) { x(p + "weakCompareAndSet(2,3)", e); }
        try { r(p + "weakCompareAndSetPlain(3,0)", (boolean) F_D.weakCompareAndSetPlain(o, 3.25, 1.5) + " -> " + o.fD); } catch (Throwable e) { x(p + "weakCompareAndSetPlain(3,0)", e); }
        try { r(p + "weakCompareAndSetAcquire(0,1)", (boolean) F_D.weakCompareAndSetAcquire(o, 1.5, Double.NaN) + " -> " + o.fD); } catch (Throwable e) { x(p + "weakCompareAndSetAcquire(0,1)", e); }
        try { r(p + "weakCompareAndSetRelease(1,2)", (boolean) F_D.weakCompareAndSetRelease(o, Double.NaN, -0.0) + " -> " + o.fD); } catch (Throwable e) { x(p + "weakCompareAndSetRelease(1,2)", e); }
        try { r(p + "getAndSet(3)", (double) F_D.getAndSet(o, 3.25) + " -> " + o.fD); } catch (Throwable e) { x(p + "getAndSet(3)", e); }
        try { r(p + "getAndSetAcquire(0)", (double) F_D.getAndSetAcquire(o, 1.5) + " -> " + o.fD); } catch (Throwable e) { x(p + "getAndSetAcquire(0)", e); }
        try { r(p + "getAndSetRelease(1)", (double) F_D.getAndSetRelease(o, Double.NaN) + " -> " + o.fD); } catch (Throwable e) { x(p + "getAndSetRelease(1)", e); }
        try { r(p + "getAndAdd(2)", (double) F_D.getAndAdd(o, -0.0) + " -> " + o.fD); } catch (Throwable e) { x(p + "getAndAdd(2)", e); }
        try { r(p + "getAndAddAcquire(3)", (double) F_D.getAndAddAcquire(o, 3.25) + " -> " + o.fD); } catch (Throwable e) { x(p + "getAndAddAcquire(3)", e); }
        try { r(p + "getAndAddRelease(0)", (double) F_D.getAndAddRelease(o, 1.5) + " -> " + o.fD); } catch (Throwable e) { x(p + "getAndAddRelease(0)", e); }
        try { r(p + "getAndBitwiseOr(1)", (double) F_D.getAndBitwiseOr(o, Double.NaN) + " -> " + o.fD); } catch (Throwable e) { x(p + "getAndBitwiseOr(1)", e); }
        try { r(p + "getAndBitwiseOrAcquire(2)", (double) F_D.getAndBitwiseOrAcquire(o, -0.0) + " -> " + o.fD); } catch (Throwable e) { x(p + "getAndBitwiseOrAcquire(2)", e); }
        try { r(p + "getAndBitwiseOrRelease(3)", (double) F_D.getAndBitwiseOrRelease(o, 3.25) + " -> " + o.fD); } catch (Throwable e) { x(p + "getAndBitwiseOrRelease(3)", e); }
        try { r(p + "getAndBitwiseAnd(0)", (double) F_D.getAndBitwiseAnd(o, 1.5) + " -> " + o.fD); } catch (Throwable e) { x(p + "getAndBitwiseAnd(0)", e); }
        try { r(p + "getAndBitwiseAndAcquire(1)", (double) F_D.getAndBitwiseAndAcquire(o, Double.NaN) + " -> " + o.fD); } catch (Throwable e) { x(p + "getAndBitwiseAndAcquire(1)", e); }
        try { r(p + "getAndBitwiseAndRelease(2)", (double) F_D.getAndBitwiseAndRelease(o, -0.0) + " -> " + o.fD); } catch (Throwable e) { x(p + "getAndBitwiseAndRelease(2)", e); }
        try { r(p + "getAndBitwiseXor(3)", (double) F_D.getAndBitwiseXor(o, 3.25) + " -> " + o.fD); } catch (Throwable e) { x(p + "getAndBitwiseXor(3)", e); }
        try { r(p + "getAndBitwiseXorAcquire(0)", (double) F_D.getAndBitwiseXorAcquire(o, 1.5) + " -> " + o.fD); } catch (Throwable e) { x(p + "getAndBitwiseXorAcquire(0)", e); }
        try { r(p + "getAndBitwiseXorRelease(1)", (double) F_D.getAndBitwiseXorRelease(o, Double.NaN) + " -> " + o.fD); } catch (Throwable e) { x(p + "getAndBitwiseXorRelease(1)", e); }
    }

    static void fieldL() {
        String p = "field Object ";
        try { F_L.set(o, "a"); r(p + "set(0)", o.fL); } catch (Throwable e) { x(p + "set(0)", e); }
        try { r(p + "get", (Object) F_L.get(o)); } catch (Throwable e) { x(p + "get", e); }
        try { F_L.setVolatile(o, "b"); r(p + "setVolatile(1)", o.fL); } catch (Throwable e) { x(p + "setVolatile(1)", e); }
        try { r(p + "getVolatile", (Object) F_L.getVolatile(o)); } catch (Throwable e) { x(p + "getVolatile", e); }
        try { F_L.setOpaque(o, "c"); r(p + "setOpaque(2)", o.fL); } catch (Throwable e) { x(p + "setOpaque(2)", e); }
        try { r(p + "getOpaque", (Object) F_L.getOpaque(o)); } catch (Throwable e) { x(p + "getOpaque", e); }
        try { F_L.setRelease(o, "d"); r(p + "setRelease(3)", o.fL); } catch (Throwable e) { x(p + "setRelease(3)", e); }
        try { r(p + "getAcquire", (Object) F_L.getAcquire(o)); } catch (Throwable e) { x(p + "getAcquire", e); }
        try { r(p + "compareAndSet(3,0)", (boolean) F_L.compareAndSet(o, "d", "a") + " -> " + o.fL); } catch (Throwable e) { x(p + "compareAndSet(3,0)", e); }
        try { r(p + "compareAndSet(3,1)", (boolean) F_L.compareAndSet(o, "d", "b") + " -> " + o.fL); } catch (Throwable e) { x(p + "compareAndSet(3,1)", e); }
        try { r(p + "compareAndExchange(0,1)", (Object) F_L.compareAndExchange(o, "a", "b") + " -> " + o.fL); } catch (Throwable e) { x(p + "compareAndExchange(0,1)", e); }
        try { r(p + "compareAndExchangeAcquire(0,2)", (Object) F_L.compareAndExchangeAcquire(o, "a", "c") + " -> " + o.fL); } catch (Throwable e) { x(p + "compareAndExchangeAcquire(0,2)", e); }
        try { r(p + "compareAndExchangeRelease(1,2)", (Object) F_L.compareAndExchangeRelease(o, "b", "c") + " -> " + o.fL); } catch (Throwable e) { x(p + "compareAndExchangeRelease(1,2)", e); }
        try { r(p + "weakCompareAndSet(2,3)", (boolean) F_L.weakCompareAndSet(o, "c", "d") + " -> " + o.fL); } catch (Throwable e) { x(p + "weakCompareAndSet(2,3)", e); }
        try { r(p + "weakCompareAndSetPlain(3,0)", (boolean) F_L.weakCompareAndSetPlain(o, "d", "a") + " -> " + o.fL); } catch (Throwable e) { x(p + "weakCompareAndSetPlain(3,0)", e); }
        try { r(p + "weakCompareAndSetAcquire(0,1)", (boolean) F_L.weakCompareAndSetAcquire(o, "a", "b") + " -> " + o.fL); } catch (Throwable e) { x(p + "weakCompareAndSetAcquire(0,1)", e); }
        try { r(p + "weakCompareAndSetRelease(1,2)", (boolean) F_L.weakCompareAndSetRelease(o, "b", "c") + " -> " + o.fL); } catch (Throwable e) { x(p + "weakCompareAndSetRelease(1,2)", e); }
        try { r(p + "getAndSet(3)", (Object) F_L.getAndSet(o, "d") + " -> " + o.fL); } catch (Throwable e) { x(p + "getAndSet(3)", e); }
        try { r(p + "getAndSetAcquire(0)", (Object) F_L.getAndSetAcquire(o, "a") + " -> " + o.fL); } catch (Throwable e) { x(p + "getAndSetAcquire(0)", e); }
        try { r(p + "getAndSetRelease(1)", (Object) F_L.getAndSetRelease(o, "b") + " -> " + o.fL); } catch (Throwable e) { x(p + "getAndSetRelease(1)", e); }
        try { r(p + "getAndAdd(2)", (Object) F_L.getAndAdd(o, "c") + " -> " + o.fL); } catch (Throwable e) { x(p + "getAndAdd(2)", e); }
        try { r(p + "getAndAddAcquire(3)", (Object) F_L.getAndAddAcquire(o, "d") + " -> " + o.fL); } catch (Throwable e) { x(p + "getAndAddAcquire(3)", e); }
        try { r(p + "getAndAddRelease(0)", (Object) F_L.getAndAddRelease(o, "a") + " -> " + o.fL); } catch (Throwable e) { x(p + "getAndAddRelease(0)", e); }
        try { r(p + "getAndBitwiseOr(1)", (Object) F_L.getAndBitwiseOr(o, "b") + " -> " + o.fL); } catch (Throwable e) { x(p + "getAndBitwiseOr(1)", e); }
        try { r(p + "getAndBitwiseOrAcquire(2)", (Object) F_L.getAndBitwiseOrAcquire(o, "c") + " -> " + o.fL); } catch (Throwable e) { x(p + "getAndBitwiseOrAcquire(2)", e); }
        try { r(p + "getAndBitwiseOrRelease(3)", (Object) F_L.getAndBitwiseOrRelease(o, "d") + " -> " + o.fL); } catch (Throwable e) { x(p + "getAndBitwiseOrRelease(3)", e); }
        try { r(p + "getAndBitwiseAnd(0)", (Object) F_L.getAndBitwiseAnd(o, "a") + " -> " + o.fL); } catch (Throwable e) { x(p + "getAndBitwiseAnd(0)", e); }
        try { r(p + "getAndBitwiseAndAcquire(1)", (Object) F_L.getAndBitwiseAndAcquire(o, "b") + " -> " + o.fL); } catch (Throwable e) { x(p + "getAndBitwiseAndAcquire(1)", e); }
        try { r(p + "getAndBitwiseAndRelease(2)", (Object) F_L.getAndBitwiseAndRelease(o, "c") + " -> " + o.fL); } catch (Throwable e) { x(p + "getAndBitwiseAndRelease(2)", e); }
        try { r(p + "getAndBitwiseXor(3)", (Object) F_L.getAndBitwiseXor(o, "d") + " -> " + o.fL); } catch (Throwable e) { x(p + "getAndBitwiseXor(3)", e); }
        try { r(p + "getAndBitwiseXorAcquire(0)", (Object) F_L.getAndBitwiseXorAcquire(o, "a") + " -> " + o.fL); } catch (Throwable e) { x(p + "getAndBitwiseXorAcquire(0)", e); }
        try { r(p + "getAndBitwiseXorRelease(1)", (Object) F_L.getAndBitwiseXorRelease(o, "b") + " -> " + o.fL); } catch (Throwable e) { x(p + "getAndBitwiseXorRelease(1)", e); }
    }

    static void arrayZ() {
        String p = "boolean[] ";
        try { A_Z.set(aZ, 1, true); r(p + "set(0)", aZ[1]); } catch (Throwable e) { x(p + "set(0)", e); }
        try { r(p + "get", (boolean) A_Z.get(aZ, 1)); } catch (Throwable e) { x(p + "get", e); }
        try { A_Z.setVolatile(aZ, 1, false); r(p + "setVolatile(1)", aZ[1]); } catch (Throwable e) { x(p + "setVolatile(1)", e); }
        try { r(p + "getVolatile", (boolean) A_Z.getVolatile(aZ, 1)); } catch (Throwable e) { x(p + "getVolatile", e); }
        try { A_Z.setOpaque(aZ, 1, true); r(p + "setOpaque(2)", aZ[1]); } catch (Throwable e) { x(p + "setOpaque(2)", e); }
        try { r(p + "getOpaque", (boolean) A_Z.getOpaque(aZ, 1)); } catch (Throwable e) { x(p + "getOpaque", e); }
        try { A_Z.setRelease(aZ, 1, false); r(p + "setRelease(3)", aZ[1]); } catch (Throwable e) { x(p + "setRelease(3)", e); }
        try { r(p + "getAcquire", (boolean) A_Z.getAcquire(aZ, 1)); } catch (Throwable e) { x(p + "getAcquire", e); }
        try { r(p + "compareAndSet(3,0)", (boolean) A_Z.compareAndSet(aZ, 1, false, true) + " -> " + aZ[1]); } catch (Throwable e) { x(p + "compareAndSet(3,0)", e); }
        try { r(p + "compareAndSet(3,1)", (boolean) A_Z.compareAndSet(aZ, 1, false, false) + " -> " + aZ[1]); } catch (Throwable e) { x(p + "compareAndSet(3,1)", e); }
        try { r(p + "compareAndExchange(0,1)", (boolean) A_Z.compareAndExchange(aZ, 1, true, false) + " -> " + aZ[1]); } catch (Throwable e) { x(p + "compareAndExchange(0,1)", e); }
        try { r(p + "compareAndExchangeAcquire(0,2)", (boolean) A_Z.compareAndExchangeAcquire(aZ, 1, true, true) + " -> " + aZ[1]); } catch (Throwable e) { x(p + "compareAndExchangeAcquire(0,2)", e); }
        try { r(p + "compareAndExchangeRelease(1,2)", (boolean) A_Z.compareAndExchangeRelease(aZ, 1, false, true) + " -> " + aZ[1]); } catch (Throwable e) { x(p + "compareAndExchangeRelease(1,2)", e); }
        try { r(p + "weakCompareAndSet(2,3)", (boolean) A_Z.weakCompareAndSet(aZ, 1, true, false) + " -> " + aZ[1]); } catch (Throwable e) { x(p + "weakCompareAndSet(2,3)", e); }
        try { r(p + "weakCompareAndSetPlain(3,0)", (boolean) A_Z.weakCompareAndSetPlain(aZ, 1, false, true) + " -> " + aZ[1]); } catch (Throwable e) { x(p + "weakCompareAndSetPlain(3,0)", e); }
        try { r(p + "weakCompareAndSetAcquire(0,1)", (boolean) A_Z.weakCompareAndSetAcquire(aZ, 1, true, false) + " -> " + aZ[1]); } catch (Throwable e) { x(p + "weakCompareAndSetAcquire(0,1)", e); }
        try { r(p + "weakCompareAndSetRelease(1,2)", (boolean) A_Z.weakCompareAndSetRelease(aZ, 1, false, true) + " -> " + aZ[1]); } catch (Throwable e) { x(p + "weakCompareAndSetRelease(1,2)", e); }
        try { r(p + "getAndSet(3)", (boolean) A_Z.getAndSet(aZ, 1, false) + " -> " + aZ[1]); } catch (Throwable e) { x(p + "getAndSet(3)", e); }
        try { r(p + "getAndSetAcquire(0)", (boolean) A_Z.getAndSetAcquire(aZ, 1, true) + " -> " + aZ[1]); } catch (Throwable e) { x(p + "getAndSetAcquire(0)", e); }
        try { r(p + "getAndSetRelease(1)", (boolean) A_Z.getAndSetRelease(aZ, 1, false) + " -> " + aZ[1]); } catch (Throwable e) { x(p + "getAndSetRelease(1)", e); }
        try { r(p + "getAndAdd(2)", (boolean) A_Z.getAndAdd(aZ, 1, true) + " -> " + aZ[1]); } catch (Throwable e) { x(p + "getAndAdd(2)", e); }
        try { r(p + "getAndAddAcquire(3)", (boolean) A_Z.getAndAddAcquire(aZ, 1, false) + " -> " + aZ[1]); } catch (Throwable e) { x(p + "getAndAddAcquire(3)", e); }
        try { r(p + "getAndAddRelease(0)", (boolean) A_Z.getAndAddRelease(aZ, 1, true) + " -> " + aZ[1]); } catch (Throwable e) { x(p + "getAndAddRelease(0)", e); }
        try { r(p + "getAndBitwiseOr(1)", (boolean) A_Z.getAndBitwiseOr(aZ, 1, false) + " -> " + aZ[1]); } catch (Throwable e) { x(p + "getAndBitwiseOr(1)", e); }
        try { r(p + "getAndBitwiseOrAcquire(2)", (boolean) A_Z.getAndBitwiseOrAcquire(aZ, 1, true) + " -> " + aZ[1]); } catch (Throwable e) { x(p + "getAndBitwiseOrAcquire(2)", e); }
        try { r(p + "getAndBitwiseOrRelease(3)", (boolean) A_Z.getAndBitwiseOrRelease(aZ, 1, false) + " -> " + aZ[1]); } catch (Throwable e) { x(p + "getAndBitwiseOrRelease(3)", e); }
        try { r(p + "getAndBitwiseAnd(0)", (boolean) A_Z.getAndBitwiseAnd(aZ, 1, true) + " -> " + aZ[1]); } catch (Throwable e) { x(p + "getAndBitwiseAnd(0)", e); }
        try { r(p + "getAndBitwiseAndAcquire(1)", (boolean) A_Z.getAndBitwiseAndAcquire(aZ, 1, false) + " -> " + aZ[1]); } catch (Throwable e) { x(p + "getAndBitwiseAndAcquire(1)", e); }
        try { r(p + "getAndBitwiseAndRelease(2)", (boolean) A_Z.getAndBitwiseAndRelease(aZ, 1, true) + " -> " + aZ[1]); } catch (Throwable e) { x(p + "getAndBitwiseAndRelease(2)", e); }
        try { r(p + "getAndBitwiseXor(3)", (boolean) A_Z.getAndBitwiseXor(aZ, 1, false) + " -> " + aZ[1]); } catch (Throwable e) { x(p + "getAndBitwiseXor(3)", e); }
        try { r(p + "getAndBitwiseXorAcquire(0)", (boolean) A_Z.getAndBitwiseXorAcquire(aZ, 1, true) + " -> " + aZ[1]); } catch (Throwable e) { x(p + "getAndBitwiseXorAcquire(0)", e); }
        try { r(p + "getAndBitwiseXorRelease(1)", (boolean) A_Z.getAndBitwiseXorRelease(aZ, 1, false) + " -> " + aZ[1]); } catch (Throwable e) { x(p + "getAndBitwiseXorRelease(1)", e); }
    }

    static void arrayB() {
        String p = "byte[] ";
        try { A_B.set(aB, 1, (byte) 1); r(p + "set(0)", aB[1]); } catch (Throwable e) { x(p + "set(0)", e); }
        try { r(p + "get", (byte) A_B.get(aB, 1)); } catch (Throwable e) { x(p + "get", e); }
        try { A_B.setVolatile(aB, 1, (byte) 0x7f); r(p + "setVolatile(1)", aB[1]); } catch (Throwable e) { x(p + "setVolatile(1)", e); }
        try { r(p + "getVolatile", (byte) A_B.getVolatile(aB, 1)); } catch (Throwable e) { x(p + "getVolatile", e); }
        try { A_B.setOpaque(aB, 1, (byte) -3); r(p + "setOpaque(2)", aB[1]); } catch (Throwable e) { x(p + "setOpaque(2)", e); }
        try { r(p + "getOpaque", (byte) A_B.getOpaque(aB, 1)); } catch (Throwable e) { x(p + "getOpaque", e); }
        try { A_B.setRelease(aB, 1, (byte) 0x0c); r(p + "setRelease(3)", aB[1]); } catch (Throwable e) { x(p + "setRelease(3)", e); }
        try { r(p + "getAcquire", (byte) A_B.getAcquire(aB, 1)); } catch (Throwable e) { x(p + "getAcquire", e); }
        try { r(p + "compareAndSet(3,0)", (boolean) A_B.compareAndSet(aB, 1, (byte) 0x0c, (byte) 1) + " -> " + aB[1]); } catch (Throwable e) { x(p + "compareAndSet(3,0)", e); }
        try { r(p + "compareAndSet(3,1)", (boolean) A_B.compareAndSet(aB, 1, (byte) 0x0c, (byte) 0x7f) + " -> " + aB[1]); } catch (Throwable e) { x(p + "compareAndSet(3,1)", e); }
        try { r(p + "compareAndExchange(0,1)", (byte) A_B.compareAndExchange(aB, 1, (byte) 1, (byte) 0x7f) + " -> " + aB[1]); } catch (Throwable e) { x(p + "compareAndExchange(0,1)", e); }
        try { r(p + "compareAndExchangeAcquire(0,2)", (byte) A_B.compareAndExchangeAcquire(aB, 1, (byte) 1, (byte) -3) + " -> " + aB[1]); } catch (Throwable e) { x(p + "compareAndExchangeAcquire(0,2)", e); }
        try { r(p + "compareAndExchangeRelease(1,2)", (byte) A_B.compareAndExchangeRelease(aB, 1, (byte) 0x7f, (byte) -3) + " -> " + aB[1]); } catch (Throwable e) { x(p + "compareAndExchangeRelease(1,2)", e); }
        try { r(p + "weakCompareAndSet(2,3)", (boolean) A_B.weakCompareAndSet(aB, 1, (byte) -3, (byte) 0x0c) + " -> " + aB[1]); } catch (Throwable e) { x(p + "weakCompareAndSet(2,3)", e); }
        try { r(p + "weakCompareAndSetPlain(3,0)", (boolean) A_B.weakCompareAndSetPlain(aB, 1, (byte) 0x0c, (byte) 1) + " -> " + aB[1]); } catch (Throwable e) { x(p + "weakCompareAndSetPlain(3,0)", e); }
        try { r(p + "weakCompareAndSetAcquire(0,1)", (boolean) A_B.weakCompareAndSetAcquire(aB, 1, (byte) 1, (byte) 0x7f) + " -> " + aB[1]); } catch (Throwable e) { x(p + "weakCompareAndSetAcquire(0,1)", e); }
        try { r(p + "weakCompareAndSetRelease(1,2)", (boolean) A_B.weakCompareAndSetRelease(aB, 1, (byte) 0x7f, (byte) -3) + " -> " + aB[1]); } catch (Throwable e) { x(p + "weakCompareAndSetRelease(1,2)", e); }
        try { r(p + "getAndSet(3)", (byte) A_B.getAndSet(aB, 1, (byte) 0x0c) + " -> " + aB[1]); } catch (Throwable e) { x(p + "getAndSet(3)", e); }
        try { r(p + "getAndSetAcquire(0)", (byte) A_B.getAndSetAcquire(aB, 1, (byte) 1) + " -> " + aB[1]); } catch (Throwable e) { x(p + "getAndSetAcquire(0)", e); }
        try { r(p + "getAndSetRelease(1)", (byte) A_B.getAndSetRelease(aB, 1, (byte) 0x7f) + " -> " + aB[1]); } catch (Throwable e) { x(p + "getAndSetRelease(1)", e); }
        try { r(p + "getAndAdd(2)", (byte) A_B.getAndAdd(aB, 1, (byte) -3) + " -> " + aB[1]); } catch (Throwable e) { x(p + "getAndAdd(2)", e); }
        try { r(p + "getAndAddAcquire(3)", (byte) A_B.getAndAddAcquire(aB, 1, (byte) 0x0c) + " -> " + aB[1]); } catch (Throwable e) { x(p + "getAndAddAcquire(3)", e); }
        try { r(p + "getAndAddRelease(0)", (byte) A_B.getAndAddRelease(aB, 1, (byte) 1) + " -> " + aB[1]); } catch (Throwable e) { x(p + "getAndAddRelease(0)", e); }
        try { r(p + "getAndBitwiseOr(1)", (byte) A_B.getAndBitwiseOr(aB, 1, (byte) 0x7f) + " -> " + aB[1]); } catch (Throwable e) { x(p + "getAndBitwiseOr(1)", e); }
        try { r(p + "getAndBitwiseOrAcquire(2)", (byte) A_B.getAndBitwiseOrAcquire(aB, 1, (byte) -3) + " -> " + aB[1]); } catch (Throwable e) { x(p + "getAndBitwiseOrAcquire(2)", e); }
        try { r(p + "getAndBitwiseOrRelease(3)", (byte) A_B.getAndBitwiseOrRelease(aB, 1, (byte) 0x0c) + " -> " + aB[1]); } catch (Throwable e) { x(p + "getAndBitwiseOrRelease(3)", e); }
        try { r(p + "getAndBitwiseAnd(0)", (byte) A_B.getAndBitwiseAnd(aB, 1, (byte) 1) + " -> " + aB[1]); } catch (Throwable e) { x(p + "getAndBitwiseAnd(0)", e); }
        try { r(p + "getAndBitwiseAndAcquire(1)", (byte) A_B.getAndBitwiseAndAcquire(aB, 1, (byte) 0x7f) + " -> " + aB[1]); } catch (Throwable e) { x(p + "getAndBitwiseAndAcquire(1)", e); }
        try { r(p + "getAndBitwiseAndRelease(2)", (byte) A_B.getAndBitwiseAndRelease(aB, 1, (byte) -3) + " -> " + aB[1]); } catch (Throwable e) { x(p + "getAndBitwiseAndRelease(2)", e); }
        try { r(p + "getAndBitwiseXor(3)", (byte) A_B.getAndBitwiseXor(aB, 1, (byte) 0x0c) + " -> " + aB[1]); } catch (Throwable e) { x(p + "getAndBitwiseXor(3)", e); }
        try { r(p + "getAndBitwiseXorAcquire(0)", (byte) A_B.getAndBitwiseXorAcquire(aB, 1, (byte) 1) + " -> " + aB[1]); } catch (Throwable e) { x(p + "getAndBitwiseXorAcquire(0)", e); }
        try { r(p + "getAndBitwiseXorRelease(1)", (byte) A_B.getAndBitwiseXorRelease(aB, 1, (byte) 0x7f) + " -> " + aB[1]); } catch (Throwable e) { x(p + "getAndBitwiseXorRelease(1)", e); }
    }

    static void arrayS() {
        String p = "short[] ";
        try { A_S.set(aS, 1, (short) 1); r(p + "set(0)", aS[1]); } catch (Throwable e) { x(p + "set(0)", e); }
        try { r(p + "get", (short) A_S.get(aS, 1)); } catch (Throwable e) { x(p + "get", e); }
        try { A_S.setVolatile(aS, 1, (short) 0x7fff); r(p + "setVolatile(1)", aS[1]); } catch (Throwable e) { x(p + "setVolatile(1)", e); }
        try { r(p + "getVolatile", (short) A_S.getVolatile(aS, 1)); } catch (Throwable e) { x(p + "getVolatile", e); }
        try { A_S.setOpaque(aS, 1, (short) -3); r(p + "setOpaque(2)", aS[1]); } catch (Throwable e) { x(p + "setOpaque(2)", e); }
        try { r(p + "getOpaque", (short) A_S.getOpaque(aS, 1)); } catch (Throwable e) { x(p + "getOpaque", e); }
        try { A_S.setRelease(aS, 1, (short) 0x0c0c); r(p + "setRelease(3)", aS[1]); } catch (Throwable e) { x(p + "setRelease(3)", e); }
        try { r(p + "getAcquire", (short) A_S.getAcquire(aS, 1)); } catch (Throwable e) { x(p + "getAcquire", e); }
        try { r(p + "compareAndSet(3,0)", (boolean) A_S.compareAndSet(aS, 1, (short) 0x0c0c, (short) 1) + " -> " + aS[1]); } catch (Throwable e) { x(p + "compareAndSet(3,0)", e); }
        try { r(p + "compareAndSet(3,1)", (boolean) A_S.compareAndSet(aS, 1, (short) 0x0c0c, (short) 0x7fff) + " -> " + aS[1]); } catch (Throwable e) { x(p + "compareAndSet(3,1)", e); }
        try { r(p + "compareAndExchange(0,1)", (short) A_S.compareAndExchange(aS, 1, (short) 1, (short) 0x7fff) + " -> " + aS[1]); } catch (Throwable e) { x(p + "compareAndExchange(0,1)", e); }
        try { r(p + "compareAndExchangeAcquire(0,2)", (short) A_S.compareAndExchangeAcquire(aS, 1, (short) 1, (short) -3) + " -> " + aS[1]); } catch (Throwable e) { x(p + "compareAndExchangeAcquire(0,2)", e); }
        try { r(p + "compareAndExchangeRelease(1,2)", (short) A_S.compareAndExchangeRelease(aS, 1, (short) 0x7fff, (short) -3) + " -> " + aS[1]); } catch (Throwable e) { x(p + "compareAndExchangeRelease(1,2)", e); }
        try { r(p + "weakCompareAndSet(2,3)", (boolean) A_S.weakCompareAndSet(aS, 1, (short) -3, (short) 0x0c0c) + " -> " + aS[1]); } catch (Throwable e) { x(p + "weakCompareAndSet(2,3)", e); }
        try { r(p + "weakCompareAndSetPlain(3,0)", (boolean) A_S.weakCompareAndSetPlain(aS, 1, (short) 0x0c0c, (short) 1) + " -> " + aS[1]); } catch (Throwable e) { x(p + "weakCompareAndSetPlain(3,0)", e); }
        try { r(p + "weakCompareAndSetAcquire(0,1)", (boolean) A_S.weakCompareAndSetAcquire(aS, 1, (short) 1, (short) 0x7fff) + " -> " + aS[1]); } catch (Throwable e) { x(p + "weakCompareAndSetAcquire(0,1)", e); }
        try { r(p + "weakCompareAndSetRelease(1,2)", (boolean) A_S.weakCompareAndSetRelease(aS, 1, (short) 0x7fff, (short) -3) + " -> " + aS[1]); } catch (Throwable e) { x(p + "weakCompareAndSetRelease(1,2)", e); }
        try { r(p + "getAndSet(3)", (short) A_S.getAndSet(aS, 1, (short) 0x0c0c) + " -> " + aS[1]); } catch (Throwable e) { x(p + "getAndSet(3)", e); }
        try { r(p + "getAndSetAcquire(0)", (short) A_S.getAndSetAcquire(aS, 1, (short) 1) + " -> " + aS[1]); } catch (Throwable e) { x(p + "getAndSetAcquire(0)", e); }
        try { r(p + "getAndSetRelease(1)", (short) A_S.getAndSetRelease(aS, 1, (short) 0x7fff) + " -> " + aS[1]); } catch (Throwable e) { x(p + "getAndSetRelease(1)", e); }
        try { r(p + "getAndAdd(2)", (short) A_S.getAndAdd(aS, 1, (short) -3) + " -> " + aS[1]); } catch (Throwable e) { x(p + "getAndAdd(2)", e); }
        try { r(p + "getAndAddAcquire(3)", (short) A_S.getAndAddAcquire(aS, 1, (short) 0x0c0c) + " -> " + aS[1]); } catch (Throwable e) { x(p + "getAndAddAcquire(3)", e); }
        try { r(p + "getAndAddRelease(0)", (short) A_S.getAndAddRelease(aS, 1, (short) 1) + " -> " + aS[1]); } catch (Throwable e) { x(p + "getAndAddRelease(0)", e); }
        try { r(p + "getAndBitwiseOr(1)", (short) A_S.getAndBitwiseOr(aS, 1, (short) 0x7fff) + " -> " + aS[1]); } catch (Throwable e) { x(p + "getAndBitwiseOr(1)", e); }
        try { r(p + "getAndBitwiseOrAcquire(2)", (short) A_S.getAndBitwiseOrAcquire(aS, 1, (short) -3) + " -> " + aS[1]); } catch (Throwable e) { x(p + "getAndBitwiseOrAcquire(2)", e); }
        try { r(p + "getAndBitwiseOrRelease(3)", (short) A_S.getAndBitwiseOrRelease(aS, 1, (short) 0x0c0c) + " -> " + aS[1]); } catch (Throwable e) { x(p + "getAndBitwiseOrRelease(3)", e); }
        try { r(p + "getAndBitwiseAnd(0)", (short) A_S.getAndBitwiseAnd(aS, 1, (short) 1) + " -> " + aS[1]); } catch (Throwable e) { x(p + "getAndBitwiseAnd(0)", e); }
        try { r(p + "getAndBitwiseAndAcquire(1)", (short) A_S.getAndBitwiseAndAcquire(aS, 1, (short) 0x7fff) + " -> " + aS[1]); } catch (Throwable e) { x(p + "getAndBitwiseAndAcquire(1)", e); }
        try { r(p + "getAndBitwiseAndRelease(2)", (short) A_S.getAndBitwiseAndRelease(aS, 1, (short) -3) + " -> " + aS[1]); } catch (Throwable e) { x(p + "getAndBitwiseAndRelease(2)", e); }
        try { r(p + "getAndBitwiseXor(3)", (short) A_S.getAndBitwiseXor(aS, 1, (short) 0x0c0c) + " -> " + aS[1]); } catch (Throwable e) { x(p + "getAndBitwiseXor(3)", e); }
        try { r(p + "getAndBitwiseXorAcquire(0)", (short) A_S.getAndBitwiseXorAcquire(aS, 1, (short) 1) + " -> " + aS[1]); } catch (Throwable e) { x(p + "getAndBitwiseXorAcquire(0)", e); }
        try { r(p + "getAndBitwiseXorRelease(1)", (short) A_S.getAndBitwiseXorRelease(aS, 1, (short) 0x7fff) + " -> " + aS[1]); } catch (Throwable e) { x(p + "getAndBitwiseXorRelease(1)", e); }
    }

    static void arrayC() {
        String p = "char[] ";
        try { A_C.set(aC, 1, 'a'); r(p + "set(0)", aC[1]); } catch (Throwable e) { x(p + "set(0)", e); }
        try { r(p + "get", (char) A_C.get(aC, 1)); } catch (Throwable e) { x(p + "get", e); }
        try { A_C.setVolatile(aC, 1, '\uffff'); r(p + "setVolatile(1)", aC[1]); } catch (Throwable e) { x(p + "setVolatile(1)", e); }
        try { r(p + "getVolatile", (char) A_C.getVolatile(aC, 1)); } catch (Throwable e) { x(p + "getVolatile", e); }
        try { A_C.setOpaque(aC, 1, 'c'); r(p + "setOpaque(2)", aC[1]); } catch (Throwable e) { x(p + "setOpaque(2)", e); }
        try { r(p + "getOpaque", (char) A_C.getOpaque(aC, 1)); } catch (Throwable e) { x(p + "getOpaque", e); }
        try { A_C.setRelease(aC, 1, (char) 0x0c0c); r(p + "setRelease(3)", aC[1]); } catch (Throwable e) { x(p + "setRelease(3)", e); }
        try { r(p + "getAcquire", (char) A_C.getAcquire(aC, 1)); } catch (Throwable e) { x(p + "getAcquire", e); }
        try { r(p + "compareAndSet(3,0)", (boolean) A_C.compareAndSet(aC, 1, (char) 0x0c0c, 'a') + " -> " + aC[1]); } catch (Throwable e) { x(p + "compareAndSet(3,0)", e); }
        try { r(p + "compareAndSet(3,1)", (boolean) A_C.compareAndSet(aC, 1, (char) 0x0c0c, '\uffff') + " -> " + aC[1]); } catch (Throwable e) { x(p + "compareAndSet(3,1)", e); }
        try { r(p + "compareAndExchange(0,1)", (char) A_C.compareAndExchange(aC, 1, 'a', '\uffff') + " -> " + aC[1]); } catch (Throwable e) { x(p + "compareAndExchange(0,1)", e); }
        try { r(p + "compareAndExchangeAcquire(0,2)", (char) A_C.compareAndExchangeAcquire(aC, 1, 'a', 'c') + " -> " + aC[1]); } catch (Throwable e) { x(p + "compareAndExchangeAcquire(0,2)", e); }
        try { r(p + "compareAndExchangeRelease(1,2)", (char) A_C.compareAndExchangeRelease(aC, 1, '\uffff', 'c') + " -> " + aC[1]); } catch (Throwable e) { x(p + "compareAndExchangeRelease(1,2)", e); }
        try { r(p + "weakCompareAndSet(2,3)", (boolean) A_C.weakCompareAndSet(aC, 1, 'c', (char) 0x0c0c) + " -> " + aC[1]); } catch (Throwable e) { x(p + "weakCompareAndSet(2,3)", e); }
        try { r(p + "weakCompareAndSetPlain(3,0)", (boolean) A_C.weakCompareAndSetPlain(aC, 1, (char) 0x0c0c, 'a') + " -> " + aC[1]); } catch (Throwable e) { x(p + "weakCompareAndSetPlain(3,0)", e); }
        try { r(p + "weakCompareAndSetAcquire(0,1)", (boolean) A_C.weakCompareAndSetAcquire(aC, 1, 'a', '\uffff') + " -> " + aC[1]); } catch (Throwable e) { x(p + "weakCompareAndSetAcquire(0,1)", e); }
        try { r(p + "weakCompareAndSetRelease(1,2)", (boolean) A_C.weakCompareAndSetRelease(aC, 1, '\uffff', 'c') + " -> " + aC[1]); } catch (Throwable e) { x(p + "weakCompareAndSetRelease(1,2)", e); }
        try { r(p + "getAndSet(3)", (char) A_C.getAndSet(aC, 1, (char) 0x0c0c) + " -> " + aC[1]); } catch (Throwable e) { x(p + "getAndSet(3)", e); }
        try { r(p + "getAndSetAcquire(0)", (char) A_C.getAndSetAcquire(aC, 1, 'a') + " -> " + aC[1]); } catch (Throwable e) { x(p + "getAndSetAcquire(0)", e); }
        try { r(p + "getAndSetRelease(1)", (char) A_C.getAndSetRelease(aC, 1, '\uffff') + " -> " + aC[1]); } catch (Throwable e) { x(p + "getAndSetRelease(1)", e); }
        try { r(p + "getAndAdd(2)", (char) A_C.getAndAdd(aC, 1, 'c') + " -> " + aC[1]); } catch (Throwable e) { x(p + "getAndAdd(2)", e); }
        try { r(p + "getAndAddAcquire(3)", (char) A_C.getAndAddAcquire(aC, 1, (char) 0x0c0c) + " -> " + aC[1]); } catch (Throwable e) { x(p + "getAndAddAcquire(3)", e); }
        try { r(p + "getAndAddRelease(0)", (char) A_C.getAndAddRelease(aC, 1, 'a') + " -> " + aC[1]); } catch (Throwable e) { x(p + "getAndAddRelease(0)", e); }
        try { r(p + "getAndBitwiseOr(1)", (char) A_C.getAndBitwiseOr(aC, 1, '\uffff') + " -> " + aC[1]); } catch (Throwable e) { x(p + "getAndBitwiseOr(1)", e); }
        try { r(p + "getAndBitwiseOrAcquire(2)", (char) A_C.getAndBitwiseOrAcquire(aC, 1, 'c') + " -> " + aC[1]); } catch (Throwable e) { x(p + "getAndBitwiseOrAcquire(2)", e); }
        try { r(p + "getAndBitwiseOrRelease(3)", (char) A_C.getAndBitwiseOrRelease(aC, 1, (char) 0x0c0c) + " -> " + aC[1]); } catch (Throwable e) { x(p + "getAndBitwiseOrRelease(3)", e); }
        try { r(p + "getAndBitwiseAnd(0)", (char) A_C.getAndBitwiseAnd(aC, 1, 'a') + " -> " + aC[1]); } catch (Throwable e) { x(p + "getAndBitwiseAnd(0)", e); }
        try { r(p + "getAndBitwiseAndAcquire(1)", (char) A_C.getAndBitwiseAndAcquire(aC, 1, '\uffff') + " -> " + aC[1]); } catch (Throwable e) { x(p + "getAndBitwiseAndAcquire(1)", e); }
        try { r(p + "getAndBitwiseAndRelease(2)", (char) A_C.getAndBitwiseAndRelease(aC, 1, 'c') + " -> " + aC[1]); } catch (Throwable e) { x(p + "getAndBitwiseAndRelease(2)", e); }
        try { r(p + "getAndBitwiseXor(3)", (char) A_C.getAndBitwiseXor(aC, 1, (char) 0x0c0c) + " -> " + aC[1]); } catch (Throwable e) { x(p + "getAndBitwiseXor(3)", e); }
        try { r(p + "getAndBitwiseXorAcquire(0)", (char) A_C.getAndBitwiseXorAcquire(aC, 1, 'a') + " -> " + aC[1]); } catch (Throwable e) { x(p + "getAndBitwiseXorAcquire(0)", e); }
        try { r(p + "getAndBitwiseXorRelease(1)", (char) A_C.getAndBitwiseXorRelease(aC, 1, '\uffff') + " -> " + aC[1]); } catch (Throwable e) { x(p + "getAndBitwiseXorRelease(1)", e); }
    }

    static void arrayI() {
        String p = "int[] ";
        try { A_I.set(aI, 1, 1); r(p + "set(0)", aI[1]); } catch (Throwable e) { x(p + "set(0)", e); }
        try { r(p + "get", (int) A_I.get(aI, 1)); } catch (Throwable e) { x(p + "get", e); }
        try { A_I.setVolatile(aI, 1, 0x7fffffff); r(p + "setVolatile(1)", aI[1]); } catch (Throwable e) { x(p + "setVolatile(1)", e); }
        try { r(p + "getVolatile", (int) A_I.getVolatile(aI, 1)); } catch (Throwable e) { x(p + "getVolatile", e); }
        try { A_I.setOpaque(aI, 1, -3); r(p + "setOpaque(2)", aI[1]); } catch (Throwable e) { x(p + "setOpaque(2)", e); }
        try { r(p + "getOpaque", (int) A_I.getOpaque(aI, 1)); } catch (Throwable e) { x(p + "getOpaque", e); }
        try { A_I.setRelease(aI, 1, 0x0c0c0c0c); r(p + "setRelease(3)", aI[1]); } catch (Throwable e) { x(p + "setRelease(3)", e); }
        try { r(p + "getAcquire", (int) A_I.getAcquire(aI, 1)); } catch (Throwable e) { x(p + "getAcquire", e); }
        try { r(p + "compareAndSet(3,0)", (boolean) A_I.compareAndSet(aI, 1, 0x0c0c0c0c, 1) + " -> " + aI[1]); } catch (Throwable e) { x(p + "compareAndSet(3,0)", e); }
        try { r(p + "compareAndSet(3,1)", (boolean) A_I.compareAndSet(aI, 1, 0x0c0c0c0c, 0x7fffffff) + " -> " + aI[1]); } catch (Throwable e) { x(p + "compareAndSet(3,1)", e); }
        try { r(p + "compareAndExchange(0,1)", (int) A_I.compareAndExchange(aI, 1, 1, 0x7fffffff) + " -> " + aI[1]); } catch (Throwable e) { x(p + "compareAndExchange(0,1)", e); }
        try { r(p + "compareAndExchangeAcquire(0,2)", (int) A_I.compareAndExchangeAcquire(aI, 1, 1, -3) + " -> " + aI[1]); } catch (Throwable e) { x(p + "compareAndExchangeAcquire(0,2)", e); }
        try { r(p + "compareAndExchangeRelease(1,2)", (int) A_I.compareAndExchangeRelease(aI, 1, 0x7fffffff, -3) + " -> " + aI[1]); } catch (Throwable e) { x(p + "compareAndExchangeRelease(1,2)", e); }
        try { r(p + "weakCompareAndSet(2,3)", (boolean) A_I.weakCompareAndSet(aI, 1, -3, 0x0c0c0c0c) + " -> " + aI[1]); } catch (Throwable e) { x(p + "weakCompareAndSet(2,3)", e); }
        try { r(p + "weakCompareAndSetPlain(3,0)", (boolean) A_I.weakCompareAndSetPlain(aI, 1, 0x0c0c0c0c, 1) + " -> " + aI[1]); } catch (Throwable e) { x(p + "weakCompareAndSetPlain(3,0)", e); }
        try { r(p + "weakCompareAndSetAcquire(0,1)", (boolean) A_I.weakCompareAndSetAcquire(aI, 1, 1, 0x7fffffff) + " -> " + aI[1]); } catch (Throwable e) { x(p + "weakCompareAndSetAcquire(0,1)", e); }
        try { r(p + "weakCompareAndSetRelease(1,2)", (boolean) A_I.weakCompareAndSetRelease(aI, 1, 0x7fffffff, -3) + " -> " + aI[1]); } catch (Throwable e) { x(p + "weakCompareAndSetRelease(1,2)", e); }
        try { r(p + "getAndSet(3)", (int) A_I.getAndSet(aI, 1, 0x0c0c0c0c) + " -> " + aI[1]); } catch (Throwable e) { x(p + "getAndSet(3)", e); }
        try { r(p + "getAndSetAcquire(0)", (int) A_I.getAndSetAcquire(aI, 1, 1) + " -> " + aI[1]); } catch (Throwable e) { x(p + "getAndSetAcquire(0)", e); }
        try { r(p + "getAndSetRelease(1)", (int) A_I.getAndSetRelease(aI, 1, 0x7fffffff) + " -> " + aI[1]); } catch (Throwable e) { x(p + "getAndSetRelease(1)", e); }
        try { r(p + "getAndAdd(2)", (int) A_I.getAndAdd(aI, 1, -3) + " -> " + aI[1]); } catch (Throwable e) { x(p + "getAndAdd(2)", e); }
        try { r(p + "getAndAddAcquire(3)", (int) A_I.getAndAddAcquire(aI, 1, 0x0c0c0c0c) + " -> " + aI[1]); } catch (Throwable e) { x(p + "getAndAddAcquire(3)", e); }
        try { r(p + "getAndAddRelease(0)", (int) A_I.getAndAddRelease(aI, 1, 1) + " -> " + aI[1]); } catch (Throwable e) { x(p + "getAndAddRelease(0)", e); }
        try { r(p + "getAndBitwiseOr(1)", (int) A_I.getAndBitwiseOr(aI, 1, 0x7fffffff) + " -> " + aI[1]); } catch (Throwable e) { x(p + "getAndBitwiseOr(1)", e); }
        try { r(p + "getAndBitwiseOrAcquire(2)", (int) A_I.getAndBitwiseOrAcquire(aI, 1, -3) + " -> " + aI[1]); } catch (Throwable e) { x(p + "getAndBitwiseOrAcquire(2)", e); }
        try { r(p + "getAndBitwiseOrRelease(3)", (int) A_I.getAndBitwiseOrRelease(aI, 1, 0x0c0c0c0c) + " -> " + aI[1]); } catch (Throwable e) { x(p + "getAndBitwiseOrRelease(3)", e); }
        try { r(p + "getAndBitwiseAnd(0)", (int) A_I.getAndBitwiseAnd(aI, 1, 1) + " -> " + aI[1]); } catch (Throwable e) { x(p + "getAndBitwiseAnd(0)", e); }
        try { r(p + "getAndBitwiseAndAcquire(1)", (int) A_I.getAndBitwiseAndAcquire(aI, 1, 0x7fffffff) + " -> " + aI[1]); } catch (Throwable e) { x(p + "getAndBitwiseAndAcquire(1)", e); }
        try { r(p + "getAndBitwiseAndRelease(2)", (int) A_I.getAndBitwiseAndRelease(aI, 1, -3) + " -> " + aI[1]); } catch (Throwable e) { x(p + "getAndBitwiseAndRelease(2)", e); }
        try { r(p + "getAndBitwiseXor(3)", (int) A_I.getAndBitwiseXor(aI, 1, 0x0c0c0c0c) + " -> " + aI[1]); } catch (Throwable e) { x(p + "getAndBitwiseXor(3)", e); }
        try { r(p + "getAndBitwiseXorAcquire(0)", (int) A_I.getAndBitwiseXorAcquire(aI, 1, 1) + " -> " + aI[1]); } catch (Throwable e) { x(p + "getAndBitwiseXorAcquire(0)", e); }
        try { r(p + "getAndBitwiseXorRelease(1)", (int) A_I.getAndBitwiseXorRelease(aI, 1, 0x7fffffff) + " -> " + aI[1]); } catch (Throwable e) { x(p + "getAndBitwiseXorRelease(1)", e); }
    }

    static void arrayJ() {
        String p = "long[] ";
        try { A_J.set(aJ, 1, 1L); r(p + "set(0)", aJ[1]); } catch (Throwable e) { x(p + "set(0)", e); }
        try { r(p + "get", (long) A_J.get(aJ, 1)); } catch (Throwable e) { x(p + "get", e); }
        try { A_J.setVolatile(aJ, 1, 0x7fffffffffffffffL); r(p + "setVolatile(1)", aJ[1]); } catch (Throwable e) { x(p + "setVolatile(1)", e); }
        try { r(p + "getVolatile", (long) A_J.getVolatile(aJ, 1)); } catch (Throwable e) { x(p + "getVolatile", e); }
        try { A_J.setOpaque(aJ, 1, -3L); r(p + "setOpaque(2)", aJ[1]); } catch (Throwable e) { x(p + "setOpaque(2)", e); }
        try { r(p + "getOpaque", (long) A_J.getOpaque(aJ, 1)); } catch (Throwable e) { x(p + "getOpaque", e); }
        try { A_J.setRelease(aJ, 1, 0x0c0c0c0c0c0c0c0cL); r(p + "setRelease(3)", aJ[1]); } catch (Throwable e) { x(p + "setRelease(3)", e); }
        try { r(p + "getAcquire", (long) A_J.getAcquire(aJ, 1)); } catch (Throwable e) { x(p + "getAcquire", e); }
        try { r(p + "compareAndSet(3,0)", (boolean) A_J.compareAndSet(aJ, 1, 0x0c0c0c0c0c0c0c0cL, 1L) + " -> " + aJ[1]); } catch (Throwable e) { x(p + "compareAndSet(3,0)", e); }
        try { r(p + "compareAndSet(3,1)", (boolean) A_J.compareAndSet(aJ, 1, 0x0c0c0c0c0c0c0c0cL, 0x7fffffffffffffffL) + " -> " + aJ[1]); } catch (Throwable e) { x(p + "compareAndSet(3,1)", e); }
        try { r(p + "compareAndExchange(0,1)", (long) A_J.compareAndExchange(aJ, 1, 1L, 0x7fffffffffffffffL) + " -> " + aJ[1]); } catch (Throwable e) { x(p + "compareAndExchange(0,1)", e); }
        try { r(p + "compareAndExchangeAcquire(0,2)", (long) A_J.compareAndExchangeAcquire(aJ, 1, 1L, -3L) + " -> " + aJ[1]); } catch (Throwable e) { x(p + "compareAndExchangeAcquire(0,2)", e); }
        try { r(p + "compareAndExchangeRelease(1,2)", (long) A_J.compareAndExchangeRelease(aJ, 1, 0x7fffffffffffffffL, -3L) + " -> " + aJ[1]); } catch (Throwable e) { x(p + "compareAndExchangeRelease(1,2)", e); }
        try { r(p + "weakCompareAndSet(2,3)", (boolean) A_J.weakCompareAndSet(aJ, 1, -3L, 0x0c0c0c0c0c0c0c0cL) + " -> " + aJ[1]); } catch (Throwable e) { x(p + "weakCompareAndSet(2,3)", e); }
        try { r(p + "weakCompareAndSetPlain(3,0)", (boolean) A_J.weakCompareAndSetPlain(aJ, 1, 0x0c0c0c0c0c0c0c0cL, 1L) + " -> " + aJ[1]); } catch (Throwable e) { x(p + "weakCompareAndSetPlain(3,0)", e); }
        try { r(p + "weakCompareAndSetAcquire(0,1)", (boolean) A_J.weakCompareAndSetAcquire(aJ, 1, 1L, 0x7fffffffffffffffL) + " -> " + aJ[1]); } catch (Throwable e) { x(p + "weakCompareAndSetAcquire(0,1)", e); }
        try { r(p + "weakCompareAndSetRelease(1,2)", (boolean) A_J.weakCompareAndSetRelease(aJ, 1, 0x7fffffffffffffffL, -3L) + " -> " + aJ[1]); } catch (Throwable e) { x(p + "weakCompareAndSetRelease(1,2)", e); }
        try { r(p + "getAndSet(3)", (long) A_J.getAndSet(aJ, 1, 0x0c0c0c0c0c0c0c0cL) + " -> " + aJ[1]); } catch (Throwable e) { x(p + "getAndSet(3)", e); }
        try { r(p + "getAndSetAcquire(0)", (long) A_J.getAndSetAcquire(aJ, 1, 1L) + " -> " + aJ[1]); } catch (Throwable e) { x(p + "getAndSetAcquire(0)", e); }
        try { r(p + "getAndSetRelease(1)", (long) A_J.getAndSetRelease(aJ, 1, 0x7fffffffffffffffL) + " -> " + aJ[1]); } catch (Throwable e) { x(p + "getAndSetRelease(1)", e); }
        try { r(p + "getAndAdd(2)", (long) A_J.getAndAdd(aJ, 1, -3L) + " -> " + aJ[1]); } catch (Throwable e) { x(p + "getAndAdd(2)", e); }
        try { r(p + "getAndAddAcquire(3)", (long) A_J.getAndAddAcquire(aJ, 1, 0x0c0c0c0c0c0c0c0cL) + " -> " + aJ[1]); } catch (Throwable e) { x(p + "getAndAddAcquire(3)", e); }
        try { r(p + "getAndAddRelease(0)", (long) A_J.getAndAddRelease(aJ, 1, 1L) + " -> " + aJ[1]); } catch (Throwable e) { x(p + "getAndAddRelease(0)", e); }
        try { r(p + "getAndBitwiseOr(1)", (long) A_J.getAndBitwiseOr(aJ, 1, 0x7fffffffffffffffL) + " -> " + aJ[1]); } catch (Throwable e) { x(p + "getAndBitwiseOr(1)", e); }
        try { r(p + "getAndBitwiseOrAcquire(2)", (long) A_J.getAndBitwiseOrAcquire(aJ, 1, -3L) + " -> " + aJ[1]); } catch (Throwable e) { x(p + "getAndBitwiseOrAcquire(2)", e); }
        try { r(p + "getAndBitwiseOrRelease(3)", (long) A_J.getAndBitwiseOrRelease(aJ, 1, 0x0c0c0c0c0c0c0c0cL) + " -> " + aJ[1]); } catch (Throwable e) { x(p + "getAndBitwiseOrRelease(3)", e); }
        try { r(p + "getAndBitwiseAnd(0)", (long) A_J.getAndBitwiseAnd(aJ, 1, 1L) + " -> " + aJ[1]); } catch (Throwable e) { x(p + "getAndBitwiseAnd(0)", e); }
        try { r(p + "getAndBitwiseAndAcquire(1)", (long) A_J.getAndBitwiseAndAcquire(aJ, 1, 0x7fffffffffffffffL) + " -> " + aJ[1]); } catch (Throwable e) { x(p + "getAndBitwiseAndAcquire(1)", e); }
        try { r(p + "getAndBitwiseAndRelease(2)", (long) A_J.getAndBitwiseAndRelease(aJ, 1, -3L) + " -> " + aJ[1]); } catch (Throwable e) { x(p + "getAndBitwiseAndRelease(2)", e); }
        try { r(p + "getAndBitwiseXor(3)", (long) A_J.getAndBitwiseXor(aJ, 1, 0x0c0c0c0c0c0c0c0cL) + " -> " + aJ[1]); } catch (Throwable e) { x(p + "getAndBitwiseXor(3)", e); }
        try { r(p + "getAndBitwiseXorAcquire(0)", (long) A_J.getAndBitwiseXorAcquire(aJ, 1, 1L) + " -> " + aJ[1]); } catch (Throwable e) { x(p + "getAndBitwiseXorAcquire(0)", e); }
        try { r(p + "getAndBitwiseXorRelease(1)", (long) A_J.getAndBitwiseXorRelease(aJ, 1, 0x7fffffffffffffffL) + " -> " + aJ[1]); } catch (Throwable e) { x(p + "getAndBitwiseXorRelease(1)", e); }
    }

    static void arrayF() {
        String p = "float[] ";
        try { A_F.set(aF, 1, 1.5f); r(p + "set(0)", aF[1]); } catch (Throwable e) { x(p + "set(0)", e); }
        try { r(p + "get", (float) A_F.get(aF, 1)); } catch (Throwable e) { x(p + "get", e); }
        try { A_F.setVolatile(aF, 1, Float.NaN); r(p + "setVolatile(1)", aF[1]); } catch (Throwable e) { x(p + "setVolatile(1)", e); }
        try { r(p + "getVolatile", (float) A_F.getVolatile(aF, 1)); } catch (Throwable e) { x(p + "getVolatile", e); }
        try { A_F.setOpaque(aF, 1, -0.0f); r(p + "setOpaque(2)", aF[1]); } catch (Throwable e) { x(p + "setOpaque(2)", e); }
        try { r(p + "getOpaque", (float) A_F.getOpaque(aF, 1)); } catch (Throwable e) { x(p + "getOpaque", e); }
        try { A_F.setRelease(aF, 1, 3.25f); r(p + "setRelease(3)", aF[1]); } catch (Throwable e) { x(p + "setRelease(3)", e); }
        try { r(p + "getAcquire", (float) A_F.getAcquire(aF, 1)); } catch (Throwable e) { x(p + "getAcquire", e); }
        try { r(p + "compareAndSet(3,0)", (boolean) A_F.compareAndSet(aF, 1, 3.25f, 1.5f) + " -> " + aF[1]); } catch (Throwable e) { x(p + "compareAndSet(3,0)", e); }
        try { r(p + "compareAndSet(3,1)", (boolean) A_F.compareAndSet(aF, 1, 3.25f, Float.NaN) + " -> " + aF[1]); } catch (Throwable e) { x(p + "compareAndSet(3,1)", e); }
        try { r(p + "compareAndExchange(0,1)", (float) A_F.compareAndExchange(aF, 1, 1.5f, Float.NaN) + " -> " + aF[1]); } catch (Throwable e) { x(p + "compareAndExchange(0,1)", e); }
        try { r(p + "compareAndExchangeAcquire(0,2)", (float) A_F.compareAndExchangeAcquire(aF, 1, 1.5f, -0.0f) + " -> " + aF[1]); } catch (Throwable e) { x(p + "compareAndExchangeAcquire(0,2)", e); }
        try { r(p + "compareAndExchangeRelease(1,2)", (float) A_F.compareAndExchangeRelease(aF, 1, Float.NaN, -0.0f) + " -> " + aF[1]); } catch (Throwable e) { x(p + "compareAndExchangeRelease(1,2)", e); }
        try { r(p + "weakCompareAndSet(2,3)", (boolean) A_F.weakCompareAndSet(aF, 1, -0.0f, 3.25f) + " -> " + aF[1]); } catch (Throwable e) { x(p + "weakCompareAndSet(2,3)", e); }
        try { r(p + "weakCompareAndSetPlain(3,0)", (boolean) A_F.weakCompareAndSetPlain(aF, 1, 3.25f, 1.5f) + " -> " + aF[1]); } catch (Throwable e) { x(p + "weakCompareAndSetPlain(3,0)", e); }
        try { r(p + "weakCompareAndSetAcquire(0,1)", (boolean) A_F.weakCompareAndSetAcquire(aF, 1, 1.5f, Float.NaN) + " -> " + aF[1]); } catch (Throwable e) { x(p + "weakCompareAndSetAcquire(0,1)", e); }
        try { r(p + "weakCompareAndSetRelease(1,2)", (boolean) A_F.weakCompareAndSetRelease(aF, 1, Float.NaN, -0.0f) + " -> " + aF[1]); } catch (Throwable e) { x(p + "weakCompareAndSetRelease(1,2)", e); }
        try { r(p + "getAndSet(3)", (float) A_F.getAndSet(aF, 1, 3.25f) + " -> " + aF[1]); } catch (Throwable e) { x(p + "getAndSet(3)", e); }
        try { r(p + "getAndSetAcquire(0)", (float) A_F.getAndSetAcquire(aF, 1, 1.5f) + " -> " + aF[1]); } catch (Throwable e) { x(p + "getAndSetAcquire(0)", e); }
        try { r(p + "getAndSetRelease(1)", (float) A_F.getAndSetRelease(aF, 1, Float.NaN) + " -> " + aF[1]); } catch (Throwable e) { x(p + "getAndSetRelease(1)", e); }
        try { r(p + "getAndAdd(2)", (float) A_F.getAndAdd(aF, 1, -0.0f) + " -> " + aF[1]); } catch (Throwable e) { x(p + "getAndAdd(2)", e); }
        try { r(p + "getAndAddAcquire(3)", (float) A_F.getAndAddAcquire(aF, 1, 3.25f) + " -> " + aF[1]); } catch (Throwable e) { x(p + "getAndAddAcquire(3)", e); }
        try { r(p + "getAndAddRelease(0)", (float) A_F.getAndAddRelease(aF, 1, 1.5f) + " -> " + aF[1]); } catch (Throwable e) { x(p + "getAndAddRelease(0)", e); }
        try { r(p + "getAndBitwiseOr(1)", (float) A_F.getAndBitwiseOr(aF, 1, Float.NaN) + " -> " + aF[1]); } catch (Throwable e) { x(p + "getAndBitwiseOr(1)", e); }
        try { r(p + "getAndBitwiseOrAcquire(2)", (float) A_F.getAndBitwiseOrAcquire(aF, 1, -0.0f) + " -> " + aF[1]); } catch (Throwable e) { x(p + "getAndBitwiseOrAcquire(2)", e); }
        try { r(p + "getAndBitwiseOrRelease(3)", (float) A_F.getAndBitwiseOrRelease(aF, 1, 3.25f) + " -> " + aF[1]); } catch (Throwable e) { x(p + "getAndBitwiseOrRelease(3)", e); }
        try { r(p + "getAndBitwiseAnd(0)", (float) A_F.getAndBitwiseAnd(aF, 1, 1.5f) + " -> " + aF[1]); } catch (Throwable e) { x(p + "getAndBitwiseAnd(0)", e); }
        try { r(p + "getAndBitwiseAndAcquire(1)", (float) A_F.getAndBitwiseAndAcquire(aF, 1, Float.NaN) + " -> " + aF[1]); } catch (Throwable e) { x(p + "getAndBitwiseAndAcquire(1)", e); }
        try { r(p + "getAndBitwiseAndRelease(2)", (float) A_F.getAndBitwiseAndRelease(aF, 1, -0.0f) + " -> " + aF[1]); } catch (Throwable e) { x(p + "getAndBitwiseAndRelease(2)", e); }
        try { r(p + "getAndBitwiseXor(3)", (float) A_F.getAndBitwiseXor(aF, 1, 3.25f) + " -> " + aF[1]); } catch (Throwable e) { x(p + "getAndBitwiseXor(3)", e); }
        try { r(p + "getAndBitwiseXorAcquire(0)", (float) A_F.getAndBitwiseXorAcquire(aF, 1, 1.5f) + " -> " + aF[1]); } catch (Throwable e) { x(p + "getAndBitwiseXorAcquire(0)", e); }
        try { r(p + "getAndBitwiseXorRelease(1)", (float) A_F.getAndBitwiseXorRelease(aF, 1, Float.NaN) + " -> " + aF[1]); } catch (Throwable e) { x(p + "getAndBitwiseXorRelease(1)", e); }
    }

    static void arrayD() {
        String p = "double[] ";
        try { A_D.set(aD, 1, 1.5); r(p + "set(0)", aD[1]); } catch (Throwable e) { x(p + "set(0)", e); }
        try { r(p + "get", (double) A_D.get(aD, 1)); } catch (Throwable e) { x(p + "get", e); }
        try { A_D.setVolatile(aD, 1, Double.NaN); r(p + "setVolatile(1)", aD[1]); } catch (Throwable e) { x(p + "setVolatile(1)", e); }
        try { r(p + "getVolatile", (double) A_D.getVolatile(aD, 1)); } catch (Throwable e) { x(p + "getVolatile", e); }
        try { A_D.setOpaque(aD, 1, -0.0); r(p + "setOpaque(2)", aD[1]); } catch (Throwable e) { x(p + "setOpaque(2)", e); }
        try { r(p + "getOpaque", (double) A_D.getOpaque(aD, 1)); } catch (Throwable e) { x(p + "getOpaque", e); }
        try { A_D.setRelease(aD, 1, 3.25); r(p + "setRelease(3)", aD[1]); } catch (Throwable e) { x(p + "setRelease(3)", e); }
        try { r(p + "getAcquire", (double) A_D.getAcquire(aD, 1)); } catch (Throwable e) { x(p + "getAcquire", e); }
        try { r(p + "compareAndSet(3,0)", (boolean) A_D.compareAndSet(aD, 1, 3.25, 1.5) + " -> " + aD[1]); } catch (Throwable e) { x(p + "compareAndSet(3,0)", e); }
        try { r(p + "compareAndSet(3,1)", (boolean) A_D.compareAndSet(aD, 1, 3.25, Double.NaN) + " -> " + aD[1]); } catch (Throwable e) { x(p + "compareAndSet(3,1)", e); }
        try { r(p + "compareAndExchange(0,1)", (double) A_D.compareAndExchange(aD, 1, 1.5, Double.NaN) + " -> " + aD[1]); } catch (Throwable e) { x(p + "compareAndExchange(0,1)", e); }
        try { r(p + "compareAndExchangeAcquire(0,2)", (double) A_D.compareAndExchangeAcquire(aD, 1, 1.5, -0.0) + " -> " + aD[1]); } catch (Throwable e) { x(p + "compareAndExchangeAcquire(0,2)", e); }
        try { r(p + "compareAndExchangeRelease(1,2)", (double) A_D.compareAndExchangeRelease(aD, 1, Double.NaN, -0.0) + " -> " + aD[1]); } catch (Throwable e) { x(p + "compareAndExchangeRelease(1,2)", e); }
        try { r(p + "weakCompareAndSet(2,3)", (boolean) A_D.weakCompareAndSet(aD, 1, -0.0, 3.25) + " -> " + aD[1]); } catch (Throwable e) { x(p + "weakCompareAndSet(2,3)", e); }
        try { r(p + "weakCompareAndSetPlain(3,0)", (boolean) A_D.weakCompareAndSetPlain(aD, 1, 3.25, 1.5) + " -> " + aD[1]); } catch (Throwable e) { x(p + "weakCompareAndSetPlain(3,0)", e); }
        try { r(p + "weakCompareAndSetAcquire(0,1)", (boolean) A_D.weakCompareAndSetAcquire(aD, 1, 1.5, Double.NaN) + " -> " + aD[1]); } catch (Throwable e) { x(p + "weakCompareAndSetAcquire(0,1)", e); }
        try { r(p + "weakCompareAndSetRelease(1,2)", (boolean) A_D.weakCompareAndSetRelease(aD, 1, Double.NaN, -0.0) + " -> " + aD[1]); } catch (Throwable e) { x(p + "weakCompareAndSetRelease(1,2)", e); }
        try { r(p + "getAndSet(3)", (double) A_D.getAndSet(aD, 1, 3.25) + " -> " + aD[1]); } catch (Throwable e) { x(p + "getAndSet(3)", e); }
        try { r(p + "getAndSetAcquire(0)", (double) A_D.getAndSetAcquire(aD, 1, 1.5) + " -> " + aD[1]); } catch (Throwable e) { x(p + "getAndSetAcquire(0)", e); }
        try { r(p + "getAndSetRelease(1)", (double) A_D.getAndSetRelease(aD, 1, Double.NaN) + " -> " + aD[1]); } catch (Throwable e) { x(p + "getAndSetRelease(1)", e); }
        try { r(p + "getAndAdd(2)", (double) A_D.getAndAdd(aD, 1, -0.0) + " -> " + aD[1]); } catch (Throwable e) { x(p + "getAndAdd(2)", e); }
        try { r(p + "getAndAddAcquire(3)", (double) A_D.getAndAddAcquire(aD, 1, 3.25) + " -> " + aD[1]); } catch (Throwable e) { x(p + "getAndAddAcquire(3)", e); }
        try { r(p + "getAndAddRelease(0)", (double) A_D.getAndAddRelease(aD, 1, 1.5) + " -> " + aD[1]); } catch (Throwable e) { x(p + "getAndAddRelease(0)", e); }
        try { r(p + "getAndBitwiseOr(1)", (double) A_D.getAndBitwiseOr(aD, 1, Double.NaN) + " -> " + aD[1]); } catch (Throwable e) { x(p + "getAndBitwiseOr(1)", e); }
        try { r(p + "getAndBitwiseOrAcquire(2)", (double) A_D.getAndBitwiseOrAcquire(aD, 1, -0.0) + " -> " + aD[1]); } catch (Throwable e) { x(p + "getAndBitwiseOrAcquire(2)", e); }
        try { r(p + "getAndBitwiseOrRelease(3)", (double) A_D.getAndBitwiseOrRelease(aD, 1, 3.25) + " -> " + aD[1]); } catch (Throwable e) { x(p + "getAndBitwiseOrRelease(3)", e); }
        try { r(p + "getAndBitwiseAnd(0)", (double) A_D.getAndBitwiseAnd(aD, 1, 1.5) + " -> " + aD[1]); } catch (Throwable e) { x(p + "getAndBitwiseAnd(0)", e); }
        try { r(p + "getAndBitwiseAndAcquire(1)", (double) A_D.getAndBitwiseAndAcquire(aD, 1, Double.NaN) + " -> " + aD[1]); } catch (Throwable e) { x(p + "getAndBitwiseAndAcquire(1)", e); }
        try { r(p + "getAndBitwiseAndRelease(2)", (double) A_D.getAndBitwiseAndRelease(aD, 1, -0.0) + " -> " + aD[1]); } catch (Throwable e) { x(p + "getAndBitwiseAndRelease(2)", e); }
        try { r(p + "getAndBitwiseXor(3)", (double) A_D.getAndBitwiseXor(aD, 1, 3.25) + " -> " + aD[1]); } catch (Throwable e) { x(p + "getAndBitwiseXor(3)", e); }
        try { r(p + "getAndBitwiseXorAcquire(0)", (double) A_D.getAndBitwiseXorAcquire(aD, 1, 1.5) + " -> " + aD[1]); } catch (Throwable e) { x(p + "getAndBitwiseXorAcquire(0)", e); }
        try { r(p + "getAndBitwiseXorRelease(1)", (double) A_D.getAndBitwiseXorRelease(aD, 1, Double.NaN) + " -> " + aD[1]); } catch (Throwable e) { x(p + "getAndBitwiseXorRelease(1)", e); }
    }

    static void arrayL() {
        String p = "Object[] ";
        try { A_L.set(aL, 1, "a"); r(p + "set(0)", aL[1]); } catch (Throwable e) { x(p + "set(0)", e); }
        try { r(p + "get", (Object) A_L.get(aL, 1)); } catch (Throwable e) { x(p + "get", e); }
        try { A_L.setVolatile(aL, 1, "b"); r(p + "setVolatile(1)", aL[1]); } catch (Throwable e) { x(p + "setVolatile(1)", e); }
        try { r(p + "getVolatile", (Object) A_L.getVolatile(aL, 1)); } catch (Throwable e) { x(p + "getVolatile", e); }
        try { A_L.setOpaque(aL, 1, "c"); r(p + "setOpaque(2)", aL[1]); } catch (Throwable e) { x(p + "setOpaque(2)", e); }
        try { r(p + "getOpaque", (Object) A_L.getOpaque(aL, 1)); } catch (Throwable e) { x(p + "getOpaque", e); }
        try { A_L.setRelease(aL, 1, "d"); r(p + "setRelease(3)", aL[1]); } catch (Throwable e) { x(p + "setRelease(3)", e); }
        try { r(p + "getAcquire", (Object) A_L.getAcquire(aL, 1)); } catch (Throwable e) { x(p + "getAcquire", e); }
        try { r(p + "compareAndSet(3,0)", (boolean) A_L.compareAndSet(aL, 1, "d", "a") + " -> " + aL[1]); } catch (Throwable e) { x(p + "compareAndSet(3,0)", e); }
        try { r(p + "compareAndSet(3,1)", (boolean) A_L.compareAndSet(aL, 1, "d", "b") + " -> " + aL[1]); } catch (Throwable e) { x(p + "compareAndSet(3,1)", e); }
        try { r(p + "compareAndExchange(0,1)", (Object) A_L.compareAndExchange(aL, 1, "a", "b") + " -> " + aL[1]); } catch (Throwable e) { x(p + "compareAndExchange(0,1)", e); }
        try { r(p + "compareAndExchangeAcquire(0,2)", (Object) A_L.compareAndExchangeAcquire(aL, 1, "a", "c") + " -> " + aL[1]); } catch (Throwable e) { x(p + "compareAndExchangeAcquire(0,2)", e); }
        try { r(p + "compareAndExchangeRelease(1,2)", (Object) A_L.compareAndExchangeRelease(aL, 1, "b", "c") + " -> " + aL[1]); } catch (Throwable e) { x(p + "compareAndExchangeRelease(1,2)", e); }
        try { r(p + "weakCompareAndSet(2,3)", (boolean) A_L.weakCompareAndSet(aL, 1, "c", "d") + " -> " + aL[1]); } catch (Throwable e) { x(p + "weakCompareAndSet(2,3)", e); }
        try { r(p + "weakCompareAndSetPlain(3,0)", (boolean) A_L.weakCompareAndSetPlain(aL, 1, "d", "a") + " -> " + aL[1]); } catch (Throwable e) { x(p + "weakCompareAndSetPlain(3,0)", e); }
        try { r(p + "weakCompareAndSetAcquire(0,1)", (boolean) A_L.weakCompareAndSetAcquire(aL, 1, "a", "b") + " -> " + aL[1]); } catch (Throwable e) { x(p + "weakCompareAndSetAcquire(0,1)", e); }
        try { r(p + "weakCompareAndSetRelease(1,2)", (boolean) A_L.weakCompareAndSetRelease(aL, 1, "b", "c") + " -> " + aL[1]); } catch (Throwable e) { x(p + "weakCompareAndSetRelease(1,2)", e); }
        try { r(p + "getAndSet(3)", (Object) A_L.getAndSet(aL, 1, "d") + " -> " + aL[1]); } catch (Throwable e) { x(p + "getAndSet(3)", e); }
        try { r(p + "getAndSetAcquire(0)", (Object) A_L.getAndSetAcquire(aL, 1, "a") + " -> " + aL[1]); } catch (Throwable e) { x(p + "getAndSetAcquire(0)", e); }
        try { r(p + "getAndSetRelease(1)", (Object) A_L.getAndSetRelease(aL, 1, "b") + " -> " + aL[1]); } catch (Throwable e) { x(p + "getAndSetRelease(1)", e); }
        try { r(p + "getAndAdd(2)", (Object) A_L.getAndAdd(aL, 1, "c") + " -> " + aL[1]); } catch (Throwable e) { x(p + "getAndAdd(2)", e); }
        try { r(p + "getAndAddAcquire(3)", (Object) A_L.getAndAddAcquire(aL, 1, "d") + " -> " + aL[1]); } catch (Throwable e) { x(p + "getAndAddAcquire(3)", e); }
        try { r(p + "getAndAddRelease(0)", (Object) A_L.getAndAddRelease(aL, 1, "a") + " -> " + aL[1]); } catch (Throwable e) { x(p + "getAndAddRelease(0)", e); }
        try { r(p + "getAndBitwiseOr(1)", (Object) A_L.getAndBitwiseOr(aL, 1, "b") + " -> " + aL[1]); } catch (Throwable e) { x(p + "getAndBitwiseOr(1)", e); }
        try { r(p + "getAndBitwiseOrAcquire(2)", (Object) A_L.getAndBitwiseOrAcquire(aL, 1, "c") + " -> " + aL[1]); } catch (Throwable e) { x(p + "getAndBitwiseOrAcquire(2)", e); }
        try { r(p + "getAndBitwiseOrRelease(3)", (Object) A_L.getAndBitwiseOrRelease(aL, 1, "d") + " -> " + aL[1]); } catch (Throwable e) { x(p + "getAndBitwiseOrRelease(3)", e); }
        try { r(p + "getAndBitwiseAnd(0)", (Object) A_L.getAndBitwiseAnd(aL, 1, "a") + " -> " + aL[1]); } catch (Throwable e) { x(p + "getAndBitwiseAnd(0)", e); }
        try { r(p + "getAndBitwiseAndAcquire(1)", (Object) A_L.getAndBitwiseAndAcquire(aL, 1, "b") + " -> " + aL[1]); } catch (Throwable e) { x(p + "getAndBitwiseAndAcquire(1)", e); }
        try { r(p + "getAndBitwiseAndRelease(2)", (Object) A_L.getAndBitwiseAndRelease(aL, 1, "c") + " -> " + aL[1]); } catch (Throwable e) { x(p + "getAndBitwiseAndRelease(2)", e); }
        try { r(p + "getAndBitwiseXor(3)", (Object) A_L.getAndBitwiseXor(aL, 1, "d") + " -> " + aL[1]); } catch (Throwable e) { x(p + "getAndBitwiseXor(3)", e); }
        try { r(p + "getAndBitwiseXorAcquire(0)", (Object) A_L.getAndBitwiseXorAcquire(aL, 1, "a") + " -> " + aL[1]); } catch (Throwable e) { x(p + "getAndBitwiseXorAcquire(0)", e); }
        try { r(p + "getAndBitwiseXorRelease(1)", (Object) A_L.getAndBitwiseXorRelease(aL, 1, "b") + " -> " + aL[1]); } catch (Throwable e) { x(p + "getAndBitwiseXorRelease(1)", e); }
    }

    static void viewSB() {
        String p = "view short big ";
        try { V_S_B.set(bytes, 8, (short) 1); r(p + "set(0)", hex(bytes)); } catch (Throwable e) { x(p + "set(0)", e); }
        try { r(p + "get", (short) V_S_B.get(bytes, 8)); } catch (Throwable e) { x(p + "get", e); }
        try { V_S_B.setVolatile(bytes, 8, (short) 0x7fff); r(p + "setVolatile(1)", hex(bytes)); } catch (Throwable e) { x(p + "setVolatile(1)", e); }
        try { r(p + "getVolatile", (short) V_S_B.getVolatile(bytes, 8)); } catch (Throwable e) { x(p + "getVolatile", e); }
        try { V_S_B.setOpaque(bytes, 8, (short) -3); r(p + "setOpaque(2)", hex(bytes)); } catch (Throwable e) { x(p + "setOpaque(2)", e); }
        try { r(p + "getOpaque", (short) V_S_B.getOpaque(bytes, 8)); } catch (Throwable e) { x(p + "getOpaque", e); }
        try { V_S_B.setRelease(bytes, 8, (short) 0x0c0c); r(p + "setRelease(3)", hex(bytes)); } catch (Throwable e) { x(p + "setRelease(3)", e); }
        try { r(p + "getAcquire", (short) V_S_B.getAcquire(bytes, 8)); } catch (Throwable e) { x(p + "getAcquire", e); }
        try { r(p + "compareAndSet(3,0)", (boolean) V_S_B.compareAndSet(bytes, 8, (short) 0x0c0c, (short) 1) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "compareAndSet(3,0)", e); }
        try { r(p + "compareAndSet(3,1)", (boolean) V_S_B.compareAndSet(bytes, 8, (short) 0x0c0c, (short) 0x7fff) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "compareAndSet(3,1)", e); }
        try { r(p + "compareAndExchange(0,1)", (short) V_S_B.compareAndExchange(bytes, 8, (short) 1, (short) 0x7fff) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "compareAndExchange(0,1)", e); }
        try { r(p + "compareAndExchangeAcquire(0,2)", (short) V_S_B.compareAndExchangeAcquire(bytes, 8, (short) 1, (short) -3) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "compareAndExchangeAcquire(0,2)", e); }
        try { r(p + "compareAndExchangeRelease(1,2)", (short) V_S_B.compareAndExchangeRelease(bytes, 8, (short) 0x7fff, (short) -3) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "compareAndExchangeRelease(1,2)", e); }
        try { r(p + "weakCompareAndSet(2,3)", (boolean) V_S_B.weakCompareAndSet(bytes, 8, (short) -3, (short) 0x0c0c) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "weakCompareAndSet(2,3)", e); }
        try { r(p + "weakCompareAndSetPlain(3,0)", (boolean) V_S_B.weakCompareAndSetPlain(bytes, 8, (short) 0x0c0c, (short) 1) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "weakCompareAndSetPlain(3,0)", e); }
        try { r(p + "weakCompareAndSetAcquire(0,1)", (boolean) V_S_B.weakCompareAndSetAcquire(bytes, 8, (short) 1, (short) 0x7fff) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "weakCompareAndSetAcquire(0,1)", e); }
        try { r(p + "weakCompareAndSetRelease(1,2)", (boolean) V_S_B.weakCompareAndSetRelease(bytes, 8, (short) 0x7fff, (short) -3) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "weakCompareAndSetRelease(1,2)", e); }
        try { r(p + "getAndSet(3)", (short) V_S_B.getAndSet(bytes, 8, (short) 0x0c0c) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndSet(3)", e); }
        try { r(p + "getAndSetAcquire(0)", (short) V_S_B.getAndSetAcquire(bytes, 8, (short) 1) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndSetAcquire(0)", e); }
        try { r(p + "getAndSetRelease(1)", (short) V_S_B.getAndSetRelease(bytes, 8, (short) 0x7fff) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndSetRelease(1)", e); }
        try { r(p + "getAndAdd(2)", (short) V_S_B.getAndAdd(bytes, 8, (short) -3) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndAdd(2)", e); }
        try { r(p + "getAndAddAcquire(3)", (short) V_S_B.getAndAddAcquire(bytes, 8, (short) 0x0c0c) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndAddAcquire(3)", e); }
        try { r(p + "getAndAddRelease(0)", (short) V_S_B.getAndAddRelease(bytes, 8, (short) 1) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndAddRelease(0)", e); }
        try { r(p + "getAndBitwiseOr(1)", (short) V_S_B.getAndBitwiseOr(bytes, 8, (short) 0x7fff) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndBitwiseOr(1)", e); }
        try { r(p + "getAndBitwiseOrAcquire(2)", (short) V_S_B.getAndBitwiseOrAcquire(bytes, 8, (short) -3) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndBitwiseOrAcquire(2)", e); }
        try { r(p + "getAndBitwiseOrRelease(3)", (short) V_S_B.getAndBitwiseOrRelease(bytes, 8, (short) 0x0c0c) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndBitwiseOrRelease(3)", e); }
        try { r(p + "getAndBitwiseAnd(0)", (short) V_S_B.getAndBitwiseAnd(bytes, 8, (short) 1) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndBitwiseAnd(0)", e); }
        try { r(p + "getAndBitwiseAndAcquire(1)", (short) V_S_B.getAndBitwiseAndAcquire(bytes, 8, (short) 0x7fff) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndBitwiseAndAcquire(1)", e); }
        try { r(p + "getAndBitwiseAndRelease(2)", (short) V_S_B.getAndBitwiseAndRelease(bytes, 8, (short) -3) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndBitwiseAndRelease(2)", e); }
        try { r(p + "getAndBitwiseXor(3)", (short) V_S_B.getAndBitwiseXor(bytes, 8, (short) 0x0c0c) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndBitwiseXor(3)", e); }
        try { r(p + "getAndBitwiseXorAcquire(0)", (short) V_S_B.getAndBitwiseXorAcquire(bytes, 8, (short) 1) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndBitwiseXorAcquire(0)", e); }
        try { r(p + "getAndBitwiseXorRelease(1)", (short) V_S_B.getAndBitwiseXorRelease(bytes, 8, (short) 0x7fff) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndBitwiseXorRelease(1)", e); }
    }

    static void viewSL() {
        String p = "view short little ";
        try { V_S_L.set(bytes, 8, (short) 1); r(p + "set(0)", hex(bytes)); } catch (Throwable e) { x(p + "set(0)", e); }
        try { r(p + "get", (short) V_S_L.get(bytes, 8)); } catch (Throwable e) { x(p + "get", e); }
        try { V_S_L.setVolatile(bytes, 8, (short) 0x7fff); r(p + "setVolatile(1)", hex(bytes)); } catch (Throwable e) { x(p + "setVolatile(1)", e); }
        try { r(p + "getVolatile", (short) V_S_L.getVolatile(bytes, 8)); } catch (Throwable e) { x(p + "getVolatile", e); }
        try { V_S_L.setOpaque(bytes, 8, (short) -3); r(p + "setOpaque(2)", hex(bytes)); } catch (Throwable e) { x(p + "setOpaque(2)", e); }
        try { r(p + "getOpaque", (short) V_S_L.getOpaque(bytes, 8)); } catch (Throwable e) { x(p + "getOpaque", e); }
        try { V_S_L.setRelease(bytes, 8, (short) 0x0c0c); r(p + "setRelease(3)", hex(bytes)); } catch (Throwable e) { x(p + "setRelease(3)", e); }
        try { r(p + "getAcquire", (short) V_S_L.getAcquire(bytes, 8)); } catch (Throwable e) { x(p + "getAcquire", e); }
        try { r(p + "compareAndSet(3,0)", (boolean) V_S_L.compareAndSet(bytes, 8, (short) 0x0c0c, (short) 1) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "compareAndSet(3,0)", e); }
        try { r(p + "compareAndSet(3,1)", (boolean) V_S_L.compareAndSet(bytes, 8, (short) 0x0c0c, (short) 0x7fff) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "compareAndSet(3,1)", e); }
        try { r(p + "compareAndExchange(0,1)", (short) V_S_L.compareAndExchange(bytes, 8, (short) 1, (short) 0x7fff) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "compareAndExchange(0,1)", e); }
        try { r(p + "compareAndExchangeAcquire(0,2)", (short) V_S_L.compareAndExchangeAcquire(bytes, 8, (short) 1, (short) -3) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "compareAndExchangeAcquire(0,2)", e); }
        try { r(p + "compareAndExchangeRelease(1,2)", (short) V_S_L.compareAndExchangeRelease(bytes, 8, (short) 0x7fff, (short) -3) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "compareAndExchangeRelease(1,2)", e); }
        try { r(p + "weakCompareAndSet(2,3)", (boolean) V_S_L.weakCompareAndSet(bytes, 8, (short) -3, (short) 0x0c0c) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "weakCompareAndSet(2,3)", e); }
        try { r(p + "weakCompareAndSetPlain(3,0)", (boolean) V_S_L.weakCompareAndSetPlain(bytes, 8, (short) 0x0c0c, (short) 1) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "weakCompareAndSetPlain(3,0)", e); }
        try { r(p + "weakCompareAndSetAcquire(0,1)", (boolean) V_S_L.weakCompareAndSetAcquire(bytes, 8, (short) 1, (short) 0x7fff) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "weakCompareAndSetAcquire(0,1)", e); }
        try { r(p + "weakCompareAndSetRelease(1,2)", (boolean) V_S_L.weakCompareAndSetRelease(bytes, 8, (short) 0x7fff, (short) -3) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "weakCompareAndSetRelease(1,2)", e); }
        try { r(p + "getAndSet(3)", (short) V_S_L.getAndSet(bytes, 8, (short) 0x0c0c) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndSet(3)", e); }
        try { r(p + "getAndSetAcquire(0)", (short) V_S_L.getAndSetAcquire(bytes, 8, (short) 1) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndSetAcquire(0)", e); }
        try { r(p + "getAndSetRelease(1)", (short) V_S_L.getAndSetRelease(bytes, 8, (short) 0x7fff) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndSetRelease(1)", e); }
        try { r(p + "getAndAdd(2)", (short) V_S_L.getAndAdd(bytes, 8, (short) -3) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndAdd(2)", e); }
        try { r(p + "getAndAddAcquire(3)", (short) V_S_L.getAndAddAcquire(bytes, 8, (short) 0x0c0c) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndAddAcquire(3)", e); }
        try { r(p + "getAndAddRelease(0)", (short) V_S_L.getAndAddRelease(bytes, 8, (short) 1) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndAddRelease(0)", e); }
        try { r(p + "getAndBitwiseOr(1)", (short) V_S_L.getAndBitwiseOr(bytes, 8, (short) 0x7fff) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndBitwiseOr(1)", e); }
        try { r(p + "getAndBitwiseOrAcquire(2)", (short) V_S_L.getAndBitwiseOrAcquire(bytes, 8, (short) -3) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndBitwiseOrAcquire(2)", e); }
        try { r(p + "getAndBitwiseOrRelease(3)", (short) V_S_L.getAndBitwiseOrRelease(bytes, 8, (short) 0x0c0c) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndBitwiseOrRelease(3)", e); }
        try { r(p + "getAndBitwiseAnd(0)", (short) V_S_L.getAndBitwiseAnd(bytes, 8, (short) 1) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndBitwiseAnd(0)", e); }
        try { r(p + "getAndBitwiseAndAcquire(1)", (short) V_S_L.getAndBitwiseAndAcquire(bytes, 8, (short) 0x7fff) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndBitwiseAndAcquire(1)", e); }
        try { r(p + "getAndBitwiseAndRelease(2)", (short) V_S_L.getAndBitwiseAndRelease(bytes, 8, (short) -3) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndBitwiseAndRelease(2)", e); }
        try { r(p + "getAndBitwiseXor(3)", (short) V_S_L.getAndBitwiseXor(bytes, 8, (short) 0x0c0c) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndBitwiseXor(3)", e); }
        try { r(p + "getAndBitwiseXorAcquire(0)", (short) V_S_L.getAndBitwiseXorAcquire(bytes, 8, (short) 1) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndBitwiseXorAcquire(0)", e); }
        try { r(p + "getAndBitwiseXorRelease(1)", (short) V_S_L.getAndBitwiseXorRelease(bytes, 8, (short) 0x7fff) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndBitwiseXorRelease(1)", e); }
    }

    static void viewCB() {
        String p = "view char big ";
        try { V_C_B.set(bytes, 8, 'a'); r(p + "set(0)", hex(bytes)); } catch (Throwable e) { x(p + "set(0)", e); }
        try { r(p + "get", (char) V_C_B.get(bytes, 8)); } catch (Throwable e) { x(p + "get", e); }
        try { V_C_B.setVolatile(bytes, 8, '\uffff'); r(p + "setVolatile(1)", hex(bytes)); } catch (Throwable e) { x(p + "setVolatile(1)", e); }
        try { r(p + "getVolatile", (char) V_C_B.getVolatile(bytes, 8)); } catch (Throwable e) { x(p + "getVolatile", e); }
        try { V_C_B.setOpaque(bytes, 8, 'c'); r(p + "setOpaque(2)", hex(bytes)); } catch (Throwable e) { x(p + "setOpaque(2)", e); }
        try { r(p + "getOpaque", (char) V_C_B.getOpaque(bytes, 8)); } catch (Throwable e) { x(p + "getOpaque", e); }
        try { V_C_B.setRelease(bytes, 8, (char) 0x0c0c); r(p + "setRelease(3)", hex(bytes)); } catch (Throwable e) { x(p + "setRelease(3)", e); }
        try { r(p + "getAcquire", (char) V_C_B.getAcquire(bytes, 8)); } catch (Throwable e) { x(p + "getAcquire", e); }
        try { r(p + "compareAndSet(3,0)", (boolean) V_C_B.compareAndSet(bytes, 8, (char) 0x0c0c, 'a') + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "compareAndSet(3,0)", e); }
        try { r(p + "compareAndSet(3,1)", (boolean) V_C_B.compareAndSet(bytes, 8, (char) 0x0c0c, '\uffff') + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "compareAndSet(3,1)", e); }
        try { r(p + "compareAndExchange(0,1)", (char) V_C_B.compareAndExchange(bytes, 8, 'a', '\uffff') + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "compareAndExchange(0,1)", e); }
        try { r(p + "compareAndExchangeAcquire(0,2)", (char) V_C_B.compareAndExchangeAcquire(bytes, 8, 'a', 'c') + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "compareAndExchangeAcquire(0,2)", e); }
        try { r(p + "compareAndExchangeRelease(1,2)", (char) V_C_B.compareAndExchangeRelease(bytes, 8, '\uffff', 'c') + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "compareAndExchangeRelease(1,2)", e); }
        try { r(p + "weakCompareAndSet(2,3)", (boolean) V_C_B.weakCompareAndSet(bytes, 8, 'c', (char) 0x0c0c) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "weakCompareAndSet(2,3)", e); }
        try { r(p + "weakCompareAndSetPlain(3,0)", (boolean) V_C_B.weakCompareAndSetPlain(bytes, 8, (char) 0x0c0c, 'a') + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "weakCompareAndSetPlain(3,0)", e); }
        try { r(p + "weakCompareAndSetAcquire(0,1)", (boolean) V_C_B.weakCompareAndSetAcquire(bytes, 8, 'a', '\uffff') + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "weakCompareAndSetAcquire(0,1)", e); }
        try { r(p + "weakCompareAndSetRelease(1,2)", (boolean) V_C_B.weakCompareAndSetRelease(bytes, 8, '\uffff', 'c') + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "weakCompareAndSetRelease(1,2)", e); }
        try { r(p + "getAndSet(3)", (char) V_C_B.getAndSet(bytes, 8, (char) 0x0c0c) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndSet(3)", e); }
        try { r(p + "getAndSetAcquire(0)", (char) V_C_B.getAndSetAcquire(bytes, 8, 'a') + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndSetAcquire(0)", e); }
        try { r(p + "getAndSetRelease(1)", (char) V_C_B.getAndSetRelease(bytes, 8, '\uffff') + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndSetRelease(1)", e); }
        try { r(p + "getAndAdd(2)", (char) V_C_B.getAndAdd(bytes, 8, 'c') + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndAdd(2)", e); }
        try { r(p + "getAndAddAcquire(3)", (char) V_C_B.getAndAddAcquire(bytes, 8, (char) 0x0c0c) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndAddAcquire(3)", e); }
        try { r(p + "getAndAddRelease(0)", (char) V_C_B.getAndAddRelease(bytes, 8, 'a') + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndAddRelease(0)", e); }
        try { r(p + "getAndBitwiseOr(1)", (char) V_C_B.getAndBitwiseOr(bytes, 8, '\uffff') + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndBitwiseOr(1)", e); }
        try { r(p + "getAndBitwiseOrAcquire(2)", (char) V_C_B.getAndBitwiseOrAcquire(bytes, 8, 'c') + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndBitwiseOrAcquire(2)", e); }
        try { r(p + "getAndBitwiseOrRelease(3)", (char) V_C_B.getAndBitwiseOrRelease(bytes, 8, (char) 0x0c0c) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndBitwiseOrRelease(3)", e); }
        try { r(p + "getAndBitwiseAnd(0)", (char) V_C_B.getAndBitwiseAnd(bytes, 8, 'a') + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndBitwiseAnd(0)", e); }
        try { r(p + "getAndBitwiseAndAcquire(1)", (char) V_C_B.getAndBitwiseAndAcquire(bytes, 8, '\uffff') + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndBitwiseAndAcquire(1)", e); }
        try { r(p + "getAndBitwiseAndRelease(2)", (char) V_C_B.getAndBitwiseAndRelease(bytes, 8, 'c') + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndBitwiseAndRelease(2)", e); }
        try { r(p + "getAndBitwiseXor(3)", (char) V_C_B.getAndBitwiseXor(bytes, 8, (char) 0x0c0c) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndBitwiseXor(3)", e); }
        try { r(p + "getAndBitwiseXorAcquire(0)", (char) V_C_B.getAndBitwiseXorAcquire(bytes, 8, 'a') + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndBitwiseXorAcquire(0)", e); }
        try { r(p + "getAndBitwiseXorRelease(1)", (char) V_C_B.getAndBitwiseXorRelease(bytes, 8, '\uffff') + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndBitwiseXorRelease(1)", e); }
    }

    static void viewCL() {
        String p = "view char little ";
        try { V_C_L.set(bytes, 8, 'a'); r(p + "set(0)", hex(bytes)); } catch (Throwable e) { x(p + "set(0)", e); }
        try { r(p + "get", (char) V_C_L.get(bytes, 8)); } catch (Throwable e) { x(p + "get", e); }
        try { V_C_L.setVolatile(bytes, 8, '\uffff'); r(p + "setVolatile(1)", hex(bytes)); } catch (Throwable e) { x(p + "setVolatile(1)", e); }
        try { r(p + "getVolatile", (char) V_C_L.getVolatile(bytes, 8)); } catch (Throwable e) { x(p + "getVolatile", e); }
        try { V_C_L.setOpaque(bytes, 8, 'c'); r(p + "setOpaque(2)", hex(bytes)); } catch (Throwable e) { x(p + "setOpaque(2)", e); }
        try { r(p + "getOpaque", (char) V_C_L.getOpaque(bytes, 8)); } catch (Throwable e) { x(p + "getOpaque", e); }
        try { V_C_L.setRelease(bytes, 8, (char) 0x0c0c); r(p + "setRelease(3)", hex(bytes)); } catch (Throwable e) { x(p + "setRelease(3)", e); }
        try { r(p + "getAcquire", (char) V_C_L.getAcquire(bytes, 8)); } catch (Throwable e) { x(p + "getAcquire", e); }
        try { r(p + "compareAndSet(3,0)", (boolean) V_C_L.compareAndSet(bytes, 8, (char) 0x0c0c, 'a') + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "compareAndSet(3,0)", e); }
        try { r(p + "compareAndSet(3,1)", (boolean) V_C_L.compareAndSet(bytes, 8, (char) 0x0c0c, '\uffff') + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "compareAndSet(3,1)", e); }
        try { r(p + "compareAndExchange(0,1)", (char) V_C_L.compareAndExchange(bytes, 8, 'a', '\uffff') + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "compareAndExchange(0,1)", e); }
        try { r(p + "compareAndExchangeAcquire(0,2)", (char) V_C_L.compareAndExchangeAcquire(bytes, 8, 'a', 'c') + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "compareAndExchangeAcquire(0,2)", e); }
        try { r(p + "compareAndExchangeRelease(1,2)", (char) V_C_L.compareAndExchangeRelease(bytes, 8, '\uffff', 'c') + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "compareAndExchangeRelease(1,2)", e); }
        try { r(p + "weakCompareAndSet(2,3)", (boolean) V_C_L.weakCompareAndSet(bytes, 8, 'c', (char) 0x0c0c) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "weakCompareAndSet(2,3)", e); }
        try { r(p + "weakCompareAndSetPlain(3,0)", (boolean) V_C_L.weakCompareAndSetPlain(bytes, 8, (char) 0x0c0c, 'a') + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "weakCompareAndSetPlain(3,0)", e); }
        try { r(p + "weakCompareAndSetAcquire(0,1)", (boolean) V_C_L.weakCompareAndSetAcquire(bytes, 8, 'a', '\uffff') + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "weakCompareAndSetAcquire(0,1)", e); }
        try { r(p + "weakCompareAndSetRelease(1,2)", (boolean) V_C_L.weakCompareAndSetRelease(bytes, 8, '\uffff', 'c') + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "weakCompareAndSetRelease(1,2)", e); }
        try { r(p + "getAndSet(3)", (char) V_C_L.getAndSet(bytes, 8, (char) 0x0c0c) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndSet(3)", e); }
        try { r(p + "getAndSetAcquire(0)", (char) V_C_L.getAndSetAcquire(bytes, 8, 'a') + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndSetAcquire(0)", e); }
        try { r(p + "getAndSetRelease(1)", (char) V_C_L.getAndSetRelease(bytes, 8, '\uffff') + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndSetRelease(1)", e); }
        try { r(p + "getAndAdd(2)", (char) V_C_L.getAndAdd(bytes, 8, 'c') + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndAdd(2)", e); }
        try { r(p + "getAndAddAcquire(3)", (char) V_C_L.getAndAddAcquire(bytes, 8, (char) 0x0c0c) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndAddAcquire(3)", e); }
        try { r(p + "getAndAddRelease(0)", (char) V_C_L.getAndAddRelease(bytes, 8, 'a') + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndAddRelease(0)", e); }
        try { r(p + "getAndBitwiseOr(1)", (char) V_C_L.getAndBitwiseOr(bytes, 8, '\uffff') + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndBitwiseOr(1)", e); }
        try { r(p + "getAndBitwiseOrAcquire(2)", (char) V_C_L.getAndBitwiseOrAcquire(bytes, 8, 'c') + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndBitwiseOrAcquire(2)", e); }
        try { r(p + "getAndBitwiseOrRelease(3)", (char) V_C_L.getAndBitwiseOrRelease(bytes, 8, (char) 0x0c0c) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndBitwiseOrRelease(3)", e); }
        try { r(p + "getAndBitwiseAnd(0)", (char) V_C_L.getAndBitwiseAnd(bytes, 8, 'a') + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndBitwiseAnd(0)", e); }
        try { r(p + "getAndBitwiseAndAcquire(1)", (char) V_C_L.getAndBitwiseAndAcquire(bytes, 8, '\uffff') + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndBitwiseAndAcquire(1)", e); }
        try { r(p + "getAndBitwiseAndRelease(2)", (char) V_C_L.getAndBitwiseAndRelease(bytes, 8, 'c') + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndBitwiseAndRelease(2)", e); }
        try { r(p + "getAndBitwiseXor(3)", (char) V_C_L.getAndBitwiseXor(bytes, 8, (char) 0x0c0c) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndBitwiseXor(3)", e); }
        try { r(p + "getAndBitwiseXorAcquire(0)", (char) V_C_L.getAndBitwiseXorAcquire(bytes, 8, 'a') + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndBitwiseXorAcquire(0)", e); }
        try { r(p + "getAndBitwiseXorRelease(1)", (char) V_C_L.getAndBitwiseXorRelease(bytes, 8, '\uffff') + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndBitwiseXorRelease(1)", e); }
    }

    static void viewIB() {
        String p = "view int big ";
        try { V_I_B.set(bytes, 8, 1); r(p + "set(0)", hex(bytes)); } catch (Throwable e) { x(p + "set(0)", e); }
        try { r(p + "get", (int) V_I_B.get(bytes, 8)); } catch (Throwable e) { x(p + "get", e); }
        try { V_I_B.setVolatile(bytes, 8, 0x7fffffff); r(p + "setVolatile(1)", hex(bytes)); } catch (Throwable e) { x(p + "setVolatile(1)", e); }
        try { r(p + "getVolatile", (int) V_I_B.getVolatile(bytes, 8)); } catch (Throwable e) { x(p + "getVolatile", e); }
        try { V_I_B.setOpaque(bytes, 8, -3); r(p + "setOpaque(2)", hex(bytes)); } catch (Throwable e) { x(p + "setOpaque(2)", e); }
        try { r(p + "getOpaque", (int) V_I_B.getOpaque(bytes, 8)); } catch (Throwable e) { x(p + "getOpaque", e); }
        try { V_I_B.setRelease(bytes, 8, 0x0c0c0c0c); r(p + "setRelease(3)", hex(bytes)); } catch (Throwable e) { x(p + "setRelease(3)", e); }
        try { r(p + "getAcquire", (int) V_I_B.getAcquire(bytes, 8)); } catch (Throwable e) { x(p + "getAcquire", e); }
        try { r(p + "compareAndSet(3,0)", (boolean) V_I_B.compareAndSet(bytes, 8, 0x0c0c0c0c, 1) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "compareAndSet(3,0)", e); }
        try { r(p + "compareAndSet(3,1)", (boolean) V_I_B.compareAndSet(bytes, 8, 0x0c0c0c0c, 0x7fffffff) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "compareAndSet(3,1)", e); }
        try { r(p + "compareAndExchange(0,1)", (int) V_I_B.compareAndExchange(bytes, 8, 1, 0x7fffffff) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "compareAndExchange(0,1)", e); }
        try { r(p + "compareAndExchangeAcquire(0,2)", (int) V_I_B.compareAndExchangeAcquire(bytes, 8, 1, -3) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "compareAndExchangeAcquire(0,2)", e); }
        try { r(p + "compareAndExchangeRelease(1,2)", (int) V_I_B.compareAndExchangeRelease(bytes, 8, 0x7fffffff, -3) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "compareAndExchangeRelease(1,2)", e); }
        try { r(p + "weakCompareAndSet(2,3)", (boolean) V_I_B.weakCompareAndSet(bytes, 8, -3, 0x0c0c0c0c) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "weakCompareAndSet(2,3)", e); }
        try { r(p + "weakCompareAndSetPlain(3,0)", (boolean) V_I_B.weakCompareAndSetPlain(bytes, 8, 0x0c0c0c0c, 1) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "weakCompareAndSetPlain(3,0)", e); }
        try { r(p + "weakCompareAndSetAcquire(0,1)", (boolean) V_I_B.weakCompareAndSetAcquire(bytes, 8, 1, 0x7fffffff) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "weakCompareAndSetAcquire(0,1)", e); }
        try { r(p + "weakCompareAndSetRelease(1,2)", (boolean) V_I_B.weakCompareAndSetRelease(bytes, 8, 0x7fffffff, -3) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "weakCompareAndSetRelease(1,2)", e); }
        try { r(p + "getAndSet(3)", (int) V_I_B.getAndSet(bytes, 8, 0x0c0c0c0c) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndSet(3)", e); }
        try { r(p + "getAndSetAcquire(0)", (int) V_I_B.getAndSetAcquire(bytes, 8, 1) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndSetAcquire(0)", e); }
        try { r(p + "getAndSetRelease(1)", (int) V_I_B.getAndSetRelease(bytes, 8, 0x7fffffff) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndSetRelease(1)", e); }
        try { r(p + "getAndAdd(2)", (int) V_I_B.getAndAdd(bytes, 8, -3) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndAdd(2)", e); }
        try { r(p + "getAndAddAcquire(3)", (int) V_I_B.getAndAddAcquire(bytes, 8, 0x0c0c0c0c) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndAddAcquire(3)", e); }
        try { r(p + "getAndAddRelease(0)", (int) V_I_B.getAndAddRelease(bytes, 8, 1) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndAddRelease(0)", e); }
        try { r(p + "getAndBitwiseOr(1)", (int) V_I_B.getAndBitwiseOr(bytes, 8, 0x7fffffff) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndBitwiseOr(1)", e); }
        try { r(p + "getAndBitwiseOrAcquire(2)", (int) V_I_B.getAndBitwiseOrAcquire(bytes, 8, -3) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndBitwiseOrAcquire(2)", e); }
        try { r(p + "getAndBitwiseOrRelease(3)", (int) V_I_B.getAndBitwiseOrRelease(bytes, 8, 0x0c0c0c0c) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndBitwiseOrRelease(3)", e); }
        try { r(p + "getAndBitwiseAnd(0)", (int) V_I_B.getAndBitwiseAnd(bytes, 8, 1) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndBitwiseAnd(0)", e); }
        try { r(p + "getAndBitwiseAndAcquire(1)", (int) V_I_B.getAndBitwiseAndAcquire(bytes, 8, 0x7fffffff) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndBitwiseAndAcquire(1)", e); }
        try { r(p + "getAndBitwiseAndRelease(2)", (int) V_I_B.getAndBitwiseAndRelease(bytes, 8, -3) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndBitwiseAndRelease(2)", e); }
        try { r(p + "getAndBitwiseXor(3)", (int) V_I_B.getAndBitwiseXor(bytes, 8, 0x0c0c0c0c) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndBitwiseXor(3)", e); }
        try { r(p + "getAndBitwiseXorAcquire(0)", (int) V_I_B.getAndBitwiseXorAcquire(bytes, 8, 1) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndBitwiseXorAcquire(0)", e); }
        try { r(p + "getAndBitwiseXorRelease(1)", (int) V_I_B.getAndBitwiseXorRelease(bytes, 8, 0x7fffffff) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndBitwiseXorRelease(1)", e); }
    }

    static void viewIL() {
        String p = "view int little ";
        try { V_I_L.set(bytes, 8, 1); r(p + "set(0)", hex(bytes)); } catch (Throwable e) { x(p + "set(0)", e); }
        try { r(p + "get", (int) V_I_L.get(bytes, 8)); } catch (Throwable e) { x(p + "get", e); }
        try { V_I_L.setVolatile(bytes, 8, 0x7fffffff); r(p + "setVolatile(1)", hex(bytes)); } catch (Throwable e) { x(p + "setVolatile(1)", e); }
        try { r(p + "getVolatile", (int) V_I_L.getVolatile(bytes, 8)); } catch (Throwable e) { x(p + "getVolatile", e); }
        try { V_I_L.setOpaque(bytes, 8, -3); r(p + "setOpaque(2)", hex(bytes)); } catch (Throwable e) { x(p + "setOpaque(2)", e); }
        try { r(p + "getOpaque", (int) V_I_L.getOpaque(bytes, 8)); } catch (Throwable e) { x(p + "getOpaque", e); }
        try { V_I_L.setRelease(bytes, 8, 0x0c0c0c0c); r(p + "setRelease(3)", hex(bytes)); } catch (Throwable e) { x(p + "setRelease(3)", e); }
        try { r(p + "getAcquire", (int) V_I_L.getAcquire(bytes, 8)); } catch (Throwable e) { x(p + "getAcquire", e); }
        try { r(p + "compareAndSet(3,0)", (boolean) V_I_L.compareAndSet(bytes, 8, 0x0c0c0c0c, 1) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "compareAndSet(3,0)", e); }
        try { r(p + "compareAndSet(3,1)", (boolean) V_I_L.compareAndSet(bytes, 8, 0x0c0c0c0c, 0x7fffffff) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "compareAndSet(3,1)", e); }
        try { r(p + "compareAndExchange(0,1)", (int) V_I_L.compareAndExchange(bytes, 8, 1, 0x7fffffff) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "compareAndExchange(0,1)", e); }
        try { r(p + "compareAndExchangeAcquire(0,2)", (int) V_I_L.compareAndExchangeAcquire(bytes, 8, 1, -3) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "compareAndExchangeAcquire(0,2)", e); }
        try { r(p + "compareAndExchangeRelease(1,2)", (int) V_I_L.compareAndExchangeRelease(bytes, 8, 0x7fffffff, -3) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "compareAndExchangeRelease(1,2)", e); }
        try { r(p + "weakCompareAndSet(2,3)", (boolean) V_I_L.weakCompareAndSet(bytes, 8, -3, 0x0c0c0c0c) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "weakCompareAndSet(2,3)", e); }
        try { r(p + "weakCompareAndSetPlain(3,0)", (boolean) V_I_L.weakCompareAndSetPlain(bytes, 8, 0x0c0c0c0c, 1) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "weakCompareAndSetPlain(3,0)", e); }
        try { r(p + "weakCompareAndSetAcquire(0,1)", (boolean) V_I_L.weakCompareAndSetAcquire(bytes, 8, 1, 0x7fffffff) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "weakCompareAndSetAcquire(0,1)", e); }
        try { r(p + "weakCompareAndSetRelease(1,2)", (boolean) V_I_L.weakCompareAndSetRelease(bytes, 8, 0x7fffffff, -3) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "weakCompareAndSetRelease(1,2)", e); }
        try { r(p + "getAndSet(3)", (int) V_I_L.getAndSet(bytes, 8, 0x0c0c0c0c) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndSet(3)", e); }
        try { r(p + "getAndSetAcquire(0)", (int) V_I_L.getAndSetAcquire(bytes, 8, 1) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndSetAcquire(0)", e); }
        try { r(p + "getAndSetRelease(1)", (int) V_I_L.getAndSetRelease(bytes, 8, 0x7fffffff) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndSetRelease(1)", e); }
        try { r(p + "getAndAdd(2)", (int) V_I_L.getAndAdd(bytes, 8, -3) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndAdd(2)", e); }
        try { r(p + "getAndAddAcquire(3)", (int) V_I_L.getAndAddAcquire(bytes, 8, 0x0c0c0c0c) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndAddAcquire(3)", e); }
        try { r(p + "getAndAddRelease(0)", (int) V_I_L.getAndAddRelease(bytes, 8, 1) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndAddRelease(0)", e); }
        try { r(p + "getAndBitwiseOr(1)", (int) V_I_L.getAndBitwiseOr(bytes, 8, 0x7fffffff) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndBitwiseOr(1)", e); }
        try { r(p + "getAndBitwiseOrAcquire(2)", (int) V_I_L.getAndBitwiseOrAcquire(bytes, 8, -3) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndBitwiseOrAcquire(2)", e); }
        try { r(p + "getAndBitwiseOrRelease(3)", (int) V_I_L.getAndBitwiseOrRelease(bytes, 8, 0x0c0c0c0c) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndBitwiseOrRelease(3)", e); }
        try { r(p + "getAndBitwiseAnd(0)", (int) V_I_L.getAndBitwiseAnd(bytes, 8, 1) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndBitwiseAnd(0)", e); }
        try { r(p + "getAndBitwiseAndAcquire(1)", (int) V_I_L.getAndBitwiseAndAcquire(bytes, 8, 0x7fffffff) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndBitwiseAndAcquire(1)", e); }
        try { r(p + "getAndBitwiseAndRelease(2)", (int) V_I_L.getAndBitwiseAndRelease(bytes, 8, -3) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndBitwiseAndRelease(2)", e); }
        try { r(p + "getAndBitwiseXor(3)", (int) V_I_L.getAndBitwiseXor(bytes, 8, 0x0c0c0c0c) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndBitwiseXor(3)", e); }
        try { r(p + "getAndBitwiseXorAcquire(0)", (int) V_I_L.getAndBitwiseXorAcquire(bytes, 8, 1) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndBitwiseXorAcquire(0)", e); }
        try { r(p + "getAndBitwiseXorRelease(1)", (int) V_I_L.getAndBitwiseXorRelease(bytes, 8, 0x7fffffff) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndBitwiseXorRelease(1)", e); }
    }

    static void viewJB() {
        String p = "view long big ";
        try { V_J_B.set(bytes, 8, 1L); r(p + "set(0)", hex(bytes)); } catch (Throwable e) { x(p + "set(0)", e); }
        try { r(p + "get", (long) V_J_B.get(bytes, 8)); } catch (Throwable e) { x(p + "get", e); }
        try { V_J_B.setVolatile(bytes, 8, 0x7fffffffffffffffL); r(p + "setVolatile(1)", hex(bytes)); } catch (Throwable e) { x(p + "setVolatile(1)", e); }
        try { r(p + "getVolatile", (long) V_J_B.getVolatile(bytes, 8)); } catch (Throwable e) { x(p + "getVolatile", e); }
        try { V_J_B.setOpaque(bytes, 8, -3L); r(p + "setOpaque(2)", hex(bytes)); } catch (Throwable e) { x(p + "setOpaque(2)", e); }
        try { r(p + "getOpaque", (long) V_J_B.getOpaque(bytes, 8)); } catch (Throwable e) { x(p + "getOpaque", e); }
        try { V_J_B.setRelease(bytes, 8, 0x0c0c0c0c0c0c0c0cL); r(p + "setRelease(3)", hex(bytes)); } catch (Throwable e) { x(p + "setRelease(3)", e); }
        try { r(p + "getAcquire", (long) V_J_B.getAcquire(bytes, 8)); } catch (Throwable e) { x(p + "getAcquire", e); }
        try { r(p + "compareAndSet(3,0)", (boolean) V_J_B.compareAndSet(bytes, 8, 0x0c0c0c0c0c0c0c0cL, 1L) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "compareAndSet(3,0)", e); }
        try { r(p + "compareAndSet(3,1)", (boolean) V_J_B.compareAndSet(bytes, 8, 0x0c0c0c0c0c0c0c0cL, 0x7fffffffffffffffL) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "compareAndSet(3,1)", e); }
        try { r(p + "compareAndExchange(0,1)", (long) V_J_B.compareAndExchange(bytes, 8, 1L, 0x7fffffffffffffffL) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "compareAndExchange(0,1)", e); }
        try { r(p + "compareAndExchangeAcquire(0,2)", (long) V_J_B.compareAndExchangeAcquire(bytes, 8, 1L, -3L) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "compareAndExchangeAcquire(0,2)", e); }
        try { r(p + "compareAndExchangeRelease(1,2)", (long) V_J_B.compareAndExchangeRelease(bytes, 8, 0x7fffffffffffffffL, -3L) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "compareAndExchangeRelease(1,2)", e); }
        try { r(p + "weakCompareAndSet(2,3)", (boolean) V_J_B.weakCompareAndSet(bytes, 8, -3L, 0x0c0c0c0c0c0c0c0cL) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "weakCompareAndSet(2,3)", e); }
        try { r(p + "weakCompareAndSetPlain(3,0)", (boolean) V_J_B.weakCompareAndSetPlain(bytes, 8, 0x0c0c0c0c0c0c0c0cL, 1L) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "weakCompareAndSetPlain(3,0)", e); }
        try { r(p + "weakCompareAndSetAcquire(0,1)", (boolean) V_J_B.weakCompareAndSetAcquire(bytes, 8, 1L, 0x7fffffffffffffffL) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "weakCompareAndSetAcquire(0,1)", e); }
        try { r(p + "weakCompareAndSetRelease(1,2)", (boolean) V_J_B.weakCompareAndSetRelease(bytes, 8, 0x7fffffffffffffffL, -3L) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "weakCompareAndSetRelease(1,2)", e); }
        try { r(p + "getAndSet(3)", (long) V_J_B.getAndSet(bytes, 8, 0x0c0c0c0c0c0c0c0cL) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndSet(3)", e); }
        try { r(p + "getAndSetAcquire(0)", (long) V_J_B.getAndSetAcquire(bytes, 8, 1L) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndSetAcquire(0)", e); }
        try { r(p + "getAndSetRelease(1)", (long) V_J_B.getAndSetRelease(bytes, 8, 0x7fffffffffffffffL) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndSetRelease(1)", e); }
        try { r(p + "getAndAdd(2)", (long) V_J_B.getAndAdd(bytes, 8, -3L) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndAdd(2)", e); }
        try { r(p + "getAndAddAcquire(3)", (long) V_J_B.getAndAddAcquire(bytes, 8, 0x0c0c0c0c0c0c0c0cL) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndAddAcquire(3)", e); }
        try { r(p + "getAndAddRelease(0)", (long) V_J_B.getAndAddRelease(bytes, 8, 1L) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndAddRelease(0)", e); }
        try { r(p + "getAndBitwiseOr(1)", (long) V_J_B.getAndBitwiseOr(bytes, 8, 0x7fffffffffffffffL) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndBitwiseOr(1)", e); }
        try { r(p + "getAndBitwiseOrAcquire(2)", (long) V_J_B.getAndBitwiseOrAcquire(bytes, 8, -3L) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndBitwiseOrAcquire(2)", e); }
        try { r(p + "getAndBitwiseOrRelease(3)", (long) V_J_B.getAndBitwiseOrRelease(bytes, 8, 0x0c0c0c0c0c0c0c0cL) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndBitwiseOrRelease(3)", e); }
        try { r(p + "getAndBitwiseAnd(0)", (long) V_J_B.getAndBitwiseAnd(bytes, 8, 1L) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndBitwiseAnd(0)", e); }
        try { r(p + "getAndBitwiseAndAcquire(1)", (long) V_J_B.getAndBitwiseAndAcquire(bytes, 8, 0x7fffffffffffffffL) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndBitwiseAndAcquire(1)", e); }
        try { r(p + "getAndBitwiseAndRelease(2)", (long) V_J_B.getAndBitwiseAndRelease(bytes, 8, -3L) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndBitwiseAndRelease(2)", e); }
        try { r(p + "getAndBitwiseXor(3)", (long) V_J_B.getAndBitwiseXor(bytes, 8, 0x0c0c0c0c0c0c0c0cL) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndBitwiseXor(3)", e); }
        try { r(p + "getAndBitwiseXorAcquire(0)", (long) V_J_B.getAndBitwiseXorAcquire(bytes, 8, 1L) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndBitwiseXorAcquire(0)", e); }
        try { r(p + "getAndBitwiseXorRelease(1)", (long) V_J_B.getAndBitwiseXorRelease(bytes, 8, 0x7fffffffffffffffL) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndBitwiseXorRelease(1)", e); }
    }

    static void viewJL() {
        String p = "view long little ";
        try { V_J_L.set(bytes, 8, 1L); r(p + "set(0)", hex(bytes)); } catch (Throwable e) { x(p + "set(0)", e); }
        try { r(p + "get", (long) V_J_L.get(bytes, 8)); } catch (Throwable e) { x(p + "get", e); }
        try { V_J_L.setVolatile(bytes, 8, 0x7fffffffffffffffL); r(p + "setVolatile(1)", hex(bytes)); } catch (Throwable e) { x(p + "setVolatile(1)", e); }
        try { r(p + "getVolatile", (long) V_J_L.getVolatile(bytes, 8)); } catch (Throwable e) { x(p + "getVolatile", e); }
        try { V_J_L.setOpaque(bytes, 8, -3L); r(p + "setOpaque(2)", hex(bytes)); } catch (Throwable e) { x(p + "setOpaque(2)", e); }
        try { r(p + "getOpaque", (long) V_J_L.getOpaque(bytes, 8)); } catch (Throwable e) { x(p + "getOpaque", e); }
        try { V_J_L.setRelease(bytes, 8, 0x0c0c0c0c0c0c0c0cL); r(p + "setRelease(3)", hex(bytes)); } catch (Throwable e) { x(p + "setRelease(3)", e); }
        try { r(p + "getAcquire", (long) V_J_L.getAcquire(bytes, 8)); } catch (Throwable e) { x(p + "getAcquire", e); }
        try { r(p + "compareAndSet(3,0)", (boolean) V_J_L.compareAndSet(bytes, 8, 0x0c0c0c0c0c0c0c0cL, 1L) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "compareAndSet(3,0)", e); }
        try { r(p + "compareAndSet(3,1)", (boolean) V_J_L.compareAndSet(bytes, 8, 0x0c0c0c0c0c0c0c0cL, 0x7fffffffffffffffL) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "compareAndSet(3,1)", e); }
        try { r(p + "compareAndExchange(0,1)", (long) V_J_L.compareAndExchange(bytes, 8, 1L, 0x7fffffffffffffffL) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "compareAndExchange(0,1)", e); }
        try { r(p + "compareAndExchangeAcquire(0,2)", (long) V_J_L.compareAndExchangeAcquire(bytes, 8, 1L, -3L) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "compareAndExchangeAcquire(0,2)", e); }
        try { r(p + "compareAndExchangeRelease(1,2)", (long) V_J_L.compareAndExchangeRelease(bytes, 8, 0x7fffffffffffffffL, -3L) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "compareAndExchangeRelease(1,2)", e); }
        try { r(p + "weakCompareAndSet(2,3)", (boolean) V_J_L.weakCompareAndSet(bytes, 8, -3L, 0x0c0c0c0c0c0c0c0cL) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "weakCompareAndSet(2,3)", e); }
        try { r(p + "weakCompareAndSetPlain(3,0)", (boolean) V_J_L.weakCompareAndSetPlain(bytes, 8, 0x0c0c0c0c0c0c0c0cL, 1L) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "weakCompareAndSetPlain(3,0)", e); }
        try { r(p + "weakCompareAndSetAcquire(0,1)", (boolean) V_J_L.weakCompareAndSetAcquire(bytes, 8, 1L, 0x7fffffffffffffffL) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "weakCompareAndSetAcquire(0,1)", e); }
        try { r(p + "weakCompareAndSetRelease(1,2)", (boolean) V_J_L.weakCompareAndSetRelease(bytes, 8, 0x7fffffffffffffffL, -3L) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "weakCompareAndSetRelease(1,2)", e); }
        try { r(p + "getAndSet(3)", (long) V_J_L.getAndSet(bytes, 8, 0x0c0c0c0c0c0c0c0cL) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndSet(3)", e); }
        try { r(p + "getAndSetAcquire(0)", (long) V_J_L.getAndSetAcquire(bytes, 8, 1L) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndSetAcquire(0)", e); }
        try { r(p + "getAndSetRelease(1)", (long) V_J_L.getAndSetRelease(bytes, 8, 0x7fffffffffffffffL) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndSetRelease(1)", e); }
        try { r(p + "getAndAdd(2)", (long) V_J_L.getAndAdd(bytes, 8, -3L) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndAdd(2)", e); }
        try { r(p + "getAndAddAcquire(3)", (long) V_J_L.getAndAddAcquire(bytes, 8, 0x0c0c0c0c0c0c0c0cL) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndAddAcquire(3)", e); }
        try { r(p + "getAndAddRelease(0)", (long) V_J_L.getAndAddRelease(bytes, 8, 1L) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndAddRelease(0)", e); }
        try { r(p + "getAndBitwiseOr(1)", (long) V_J_L.getAndBitwiseOr(bytes, 8, 0x7fffffffffffffffL) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndBitwiseOr(1)", e); }
        try { r(p + "getAndBitwiseOrAcquire(2)", (long) V_J_L.getAndBitwiseOrAcquire(bytes, 8, -3L) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndBitwiseOrAcquire(2)", e); }
        try { r(p + "getAndBitwiseOrRelease(3)", (long) V_J_L.getAndBitwiseOrRelease(bytes, 8, 0x0c0c0c0c0c0c0c0cL) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndBitwiseOrRelease(3)", e); }
        try { r(p + "getAndBitwiseAnd(0)", (long) V_J_L.getAndBitwiseAnd(bytes, 8, 1L) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndBitwiseAnd(0)", e); }
        try { r(p + "getAndBitwiseAndAcquire(1)", (long) V_J_L.getAndBitwiseAndAcquire(bytes, 8, 0x7fffffffffffffffL) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndBitwiseAndAcquire(1)", e); }
        try { r(p + "getAndBitwiseAndRelease(2)", (long) V_J_L.getAndBitwiseAndRelease(bytes, 8, -3L) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndBitwiseAndRelease(2)", e); }
        try { r(p + "getAndBitwiseXor(3)", (long) V_J_L.getAndBitwiseXor(bytes, 8, 0x0c0c0c0c0c0c0c0cL) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndBitwiseXor(3)", e); }
        try { r(p + "getAndBitwiseXorAcquire(0)", (long) V_J_L.getAndBitwiseXorAcquire(bytes, 8, 1L) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndBitwiseXorAcquire(0)", e); }
        try { r(p + "getAndBitwiseXorRelease(1)", (long) V_J_L.getAndBitwiseXorRelease(bytes, 8, 0x7fffffffffffffffL) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndBitwiseXorRelease(1)", e); }
    }

    static void viewFB() {
        String p = "view float big ";
        try { V_F_B.set(bytes, 8, 1.5f); r(p + "set(0)", hex(bytes)); } catch (Throwable e) { x(p + "set(0)", e); }
        try { r(p + "get", (float) V_F_B.get(bytes, 8)); } catch (Throwable e) { x(p + "get", e); }
        try { V_F_B.setVolatile(bytes, 8, Float.NaN); r(p + "setVolatile(1)", hex(bytes)); } catch (Throwable e) { x(p + "setVolatile(1)", e); }
        try { r(p + "getVolatile", (float) V_F_B.getVolatile(bytes, 8)); } catch (Throwable e) { x(p + "getVolatile", e); }
        try { V_F_B.setOpaque(bytes, 8, -0.0f); r(p + "setOpaque(2)", hex(bytes)); } catch (Throwable e) { x(p + "setOpaque(2)", e); }
        try { r(p + "getOpaque", (float) V_F_B.getOpaque(bytes, 8)); } catch (Throwable e) { x(p + "getOpaque", e); }
        try { V_F_B.setRelease(bytes, 8, 3.25f); r(p + "setRelease(3)", hex(bytes)); } catch (Throwable e) { x(p + "setRelease(3)", e); }
        try { r(p + "getAcquire", (float) V_F_B.getAcquire(bytes, 8)); } catch (Throwable e) { x(p + "getAcquire", e); }
        try { r(p + "compareAndSet(3,0)", (boolean) V_F_B.compareAndSet(bytes, 8, 3.25f, 1.5f) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "compareAndSet(3,0)", e); }
        try { r(p + "compareAndSet(3,1)", (boolean) V_F_B.compareAndSet(bytes, 8, 3.25f, Float.NaN) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "compareAndSet(3,1)", e); }
        try { r(p + "compareAndExchange(0,1)", (float) V_F_B.compareAndExchange(bytes, 8, 1.5f, Float.NaN) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "compareAndExchange(0,1)", e); }
        try { r(p + "compareAndExchangeAcquire(0,2)", (float) V_F_B.compareAndExchangeAcquire(bytes, 8, 1.5f, -0.0f) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "compareAndExchangeAcquire(0,2)", e); }
        try { r(p + "compareAndExchangeRelease(1,2)", (float) V_F_B.compareAndExchangeRelease(bytes, 8, Float.NaN, -0.0f) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "compareAndExchangeRelease(1,2)", e); }
        try { r(p + "weakCompareAndSet(2,3)", (boolean) V_F_B.weakCompareAndSet(bytes, 8, -0.0f, 3.25f) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "weakCompareAndSet(2,3)", e); }
        try { r(p + "weakCompareAndSetPlain(3,0)", (boolean) V_F_B.weakCompareAndSetPlain(bytes, 8, 3.25f, 1.5f) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "weakCompareAndSetPlain(3,0)", e); }
        try { r(p + "weakCompareAndSetAcquire(0,1)", (boolean) V_F_B.weakCompareAndSetAcquire(bytes, 8, 1.5f, Float.NaN) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "weakCompareAndSetAcquire(0,1)", e); }
        try { r(p + "weakCompareAndSetRelease(1,2)", (boolean) V_F_B.weakCompareAndSetRelease(bytes, 8, Float.NaN, -0.0f) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "weakCompareAndSetRelease(1,2)", e); }
        try { r(p + "getAndSet(3)", (float) V_F_B.getAndSet(bytes, 8, 3.25f) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndSet(3)", e); }
        try { r(p + "getAndSetAcquire(0)", (float) V_F_B.getAndSetAcquire(bytes, 8, 1.5f) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndSetAcquire(0)", e); }
        try { r(p + "getAndSetRelease(1)", (float) V_F_B.getAndSetRelease(bytes, 8, Float.NaN) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndSetRelease(1)", e); }
        try { r(p + "getAndAdd(2)", (float) V_F_B.getAndAdd(bytes, 8, -0.0f) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndAdd(2)", e); }
        try { r(p + "getAndAddAcquire(3)", (float) V_F_B.getAndAddAcquire(bytes, 8, 3.25f) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndAddAcquire(3)", e); }
        try { r(p + "getAndAddRelease(0)", (float) V_F_B.getAndAddRelease(bytes, 8, 1.5f) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndAddRelease(0)", e); }
        try { r(p + "getAndBitwiseOr(1)", (float) V_F_B.getAndBitwiseOr(bytes, 8, Float.NaN) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndBitwiseOr(1)", e); }
        try { r(p + "getAndBitwiseOrAcquire(2)", (float) V_F_B.getAndBitwiseOrAcquire(bytes, 8, -0.0f) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndBitwiseOrAcquire(2)", e); }
        try { r(p + "getAndBitwiseOrRelease(3)", (float) V_F_B.getAndBitwiseOrRelease(bytes, 8, 3.25f) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndBitwiseOrRelease(3)", e); }
        try { r(p + "getAndBitwiseAnd(0)", (float) V_F_B.getAndBitwiseAnd(bytes, 8, 1.5f) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndBitwiseAnd(0)", e); }
        try { r(p + "getAndBitwiseAndAcquire(1)", (float) V_F_B.getAndBitwiseAndAcquire(bytes, 8, Float.NaN) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndBitwiseAndAcquire(1)", e); }
        try { r(p + "getAndBitwiseAndRelease(2)", (float) V_F_B.getAndBitwiseAndRelease(bytes, 8, -0.0f) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndBitwiseAndRelease(2)", e); }
        try { r(p + "getAndBitwiseXor(3)", (float) V_F_B.getAndBitwiseXor(bytes, 8, 3.25f) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndBitwiseXor(3)", e); }
        try { r(p + "getAndBitwiseXorAcquire(0)", (float) V_F_B.getAndBitwiseXorAcquire(bytes, 8, 1.5f) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndBitwiseXorAcquire(0)", e); }
        try { r(p + "getAndBitwiseXorRelease(1)", (float) V_F_B.getAndBitwiseXorRelease(bytes, 8, Float.NaN) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndBitwiseXorRelease(1)", e); }
    }

    static void viewFL() {
        String p = "view float little ";
        try { V_F_L.set(bytes, 8, 1.5f); r(p + "set(0)", hex(bytes)); } catch (Throwable e) { x(p + "set(0)", e); }
        try { r(p + "get", (float) V_F_L.get(bytes, 8)); } catch (Throwable e) { x(p + "get", e); }
        try { V_F_L.setVolatile(bytes, 8, Float.NaN); r(p + "setVolatile(1)", hex(bytes)); } catch (Throwable e) { x(p + "setVolatile(1)", e); }
        try { r(p + "getVolatile", (float) V_F_L.getVolatile(bytes, 8)); } catch (Throwable e) { x(p + "getVolatile", e); }
        try { V_F_L.setOpaque(bytes, 8, -0.0f); r(p + "setOpaque(2)", hex(bytes)); } catch (Throwable e) { x(p + "setOpaque(2)", e); }
        try { r(p + "getOpaque", (float) V_F_L.getOpaque(bytes, 8)); } catch (Throwable e) { x(p + "getOpaque", e); }
        try { V_F_L.setRelease(bytes, 8, 3.25f); r(p + "setRelease(3)", hex(bytes)); } catch (Throwable e) { x(p + "setRelease(3)", e); }
        try { r(p + "getAcquire", (float) V_F_L.getAcquire(bytes, 8)); } catch (Throwable e) { x(p + "getAcquire", e); }
        try { r(p + "compareAndSet(3,0)", (boolean) V_F_L.compareAndSet(bytes, 8, 3.25f, 1.5f) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "compareAndSet(3,0)", e); }
        try { r(p + "compareAndSet(3,1)", (boolean) V_F_L.compareAndSet(bytes, 8, 3.25f, Float.NaN) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "compareAndSet(3,1)", e); }
        try { r(p + "compareAndExchange(0,1)", (float) V_F_L.compareAndExchange(bytes, 8, 1.5f, Float.NaN) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "compareAndExchange(0,1)", e); }
        try { r(p + "compareAndExchangeAcquire(0,2)", (float) V_F_L.compareAndExchangeAcquire(bytes, 8, 1.5f, -0.0f) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "compareAndExchangeAcquire(0,2)", e); }
        try { r(p + "compareAndExchangeRelease(1,2)", (float) V_F_L.compareAndExchangeRelease(bytes, 8, Float.NaN, -0.0f) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "compareAndExchangeRelease(1,2)", e); }
        try { r(p + "weakCompareAndSet(2,3)", (boolean) V_F_L.weakCompareAndSet(bytes, 8, -0.0f, 3.25f) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "weakCompareAndSet(2,3)", e); }
        try { r(p + "weakCompareAndSetPlain(3,0)", (boolean) V_F_L.weakCompareAndSetPlain(bytes, 8, 3.25f, 1.5f) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "weakCompareAndSetPlain(3,0)", e); }
        try { r(p + "weakCompareAndSetAcquire(0,1)", (boolean) V_F_L.weakCompareAndSetAcquire(bytes, 8, 1.5f, Float.NaN) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "weakCompareAndSetAcquire(0,1)", e); }
        try { r(p + "weakCompareAndSetRelease(1,2)", (boolean) V_F_L.weakCompareAndSetRelease(bytes, 8, Float.NaN, -0.0f) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "weakCompareAndSetRelease(1,2)", e); }
        try { r(p + "getAndSet(3)", (float) V_F_L.getAndSet(bytes, 8, 3.25f) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndSet(3)", e); }
        try { r(p + "getAndSetAcquire(0)", (float) V_F_L.getAndSetAcquire(bytes, 8, 1.5f) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndSetAcquire(0)", e); }
        try { r(p + "getAndSetRelease(1)", (float) V_F_L.getAndSetRelease(bytes, 8, Float.NaN) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndSetRelease(1)", e); }
        try { r(p + "getAndAdd(2)", (float) V_F_L.getAndAdd(bytes, 8, -0.0f) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndAdd(2)", e); }
        try { r(p + "getAndAddAcquire(3)", (float) V_F_L.getAndAddAcquire(bytes, 8, 3.25f) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndAddAcquire(3)", e); }
        try { r(p + "getAndAddRelease(0)", (float) V_F_L.getAndAddRelease(bytes, 8, 1.5f) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndAddRelease(0)", e); }
        try { r(p + "getAndBitwiseOr(1)", (float) V_F_L.getAndBitwiseOr(bytes, 8, Float.NaN) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndBitwiseOr(1)", e); }
        try { r(p + "getAndBitwiseOrAcquire(2)", (float) V_F_L.getAndBitwiseOrAcquire(bytes, 8, -0.0f) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndBitwiseOrAcquire(2)", e); }
        try { r(p + "getAndBitwiseOrRelease(3)", (float) V_F_L.getAndBitwiseOrRelease(bytes, 8, 3.25f) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndBitwiseOrRelease(3)", e); }
        try { r(p + "getAndBitwiseAnd(0)", (float) V_F_L.getAndBitwiseAnd(bytes, 8, 1.5f) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndBitwiseAnd(0)", e); }
        try { r(p + "getAndBitwiseAndAcquire(1)", (float) V_F_L.getAndBitwiseAndAcquire(bytes, 8, Float.NaN) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndBitwiseAndAcquire(1)", e); }
        try { r(p + "getAndBitwiseAndRelease(2)", (float) V_F_L.getAndBitwiseAndRelease(bytes, 8, -0.0f) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndBitwiseAndRelease(2)", e); }
        try { r(p + "getAndBitwiseXor(3)", (float) V_F_L.getAndBitwiseXor(bytes, 8, 3.25f) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndBitwiseXor(3)", e); }
        try { r(p + "getAndBitwiseXorAcquire(0)", (float) V_F_L.getAndBitwiseXorAcquire(bytes, 8, 1.5f) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndBitwiseXorAcquire(0)", e); }
        try { r(p + "getAndBitwiseXorRelease(1)", (float) V_F_L.getAndBitwiseXorRelease(bytes, 8, Float.NaN) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndBitwiseXorRelease(1)", e); }
    }

    static void viewDB() {
        String p = "view double big ";
        try { V_D_B.set(bytes, 8, 1.5); r(p + "set(0)", hex(bytes)); } catch (Throwable e) { x(p + "set(0)", e); }
        try { r(p + "get", (double) V_D_B.get(bytes, 8)); } catch (Throwable e) { x(p + "get", e); }
        try { V_D_B.setVolatile(bytes, 8, Double.NaN); r(p + "setVolatile(1)", hex(bytes)); } catch (Throwable e) { x(p + "setVolatile(1)", e); }
        try { r(p + "getVolatile", (double) V_D_B.getVolatile(bytes, 8)); } catch (Throwable e) { x(p + "getVolatile", e); }
        try { V_D_B.setOpaque(bytes, 8, -0.0); r(p + "setOpaque(2)", hex(bytes)); } catch (Throwable e) { x(p + "setOpaque(2)", e); }
        try { r(p + "getOpaque", (double) V_D_B.getOpaque(bytes, 8)); } catch (Throwable e) { x(p + "getOpaque", e); }
        try { V_D_B.setRelease(bytes, 8, 3.25); r(p + "setRelease(3)", hex(bytes)); } catch (Throwable e) { x(p + "setRelease(3)", e); }
        try { r(p + "getAcquire", (double) V_D_B.getAcquire(bytes, 8)); } catch (Throwable e) { x(p + "getAcquire", e); }
        try { r(p + "compareAndSet(3,0)", (boolean) V_D_B.compareAndSet(bytes, 8, 3.25, 1.5) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "compareAndSet(3,0)", e); }
        try { r(p + "compareAndSet(3,1)", (boolean) V_D_B.compareAndSet(bytes, 8, 3.25, Double.NaN) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "compareAndSet(3,1)", e); }
        try { r(p + "compareAndExchange(0,1)", (double) V_D_B.compareAndExchange(bytes, 8, 1.5, Double.NaN) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "compareAndExchange(0,1)", e); }
        try { r(p + "compareAndExchangeAcquire(0,2)", (double) V_D_B.compareAndExchangeAcquire(bytes, 8, 1.5, -0.0) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "compareAndExchangeAcquire(0,2)", e); }
        try { r(p + "compareAndExchangeRelease(1,2)", (double) V_D_B.compareAndExchangeRelease(bytes, 8, Double.NaN, -0.0) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "compareAndExchangeRelease(1,2)", e); }
        try { r(p + "weakCompareAndSet(2,3)", (boolean) V_D_B.weakCompareAndSet(bytes, 8, -0.0, 3.25) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "weakCompareAndSet(2,3)", e); }
        try { r(p + "weakCompareAndSetPlain(3,0)", (boolean) V_D_B.weakCompareAndSetPlain(bytes, 8, 3.25, 1.5) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "weakCompareAndSetPlain(3,0)", e); }
        try { r(p + "weakCompareAndSetAcquire(0,1)", (boolean) V_D_B.weakCompareAndSetAcquire(bytes, 8, 1.5, Double.NaN) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "weakCompareAndSetAcquire(0,1)", e); }
        try { r(p + "weakCompareAndSetRelease(1,2)", (boolean) V_D_B.weakCompareAndSetRelease(bytes, 8, Double.NaN, -0.0) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "weakCompareAndSetRelease(1,2)", e); }
        try { r(p + "getAndSet(3)", (double) V_D_B.getAndSet(bytes, 8, 3.25) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndSet(3)", e); }
        try { r(p + "getAndSetAcquire(0)", (double) V_D_B.getAndSetAcquire(bytes, 8, 1.5) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndSetAcquire(0)", e); }
        try { r(p + "getAndSetRelease(1)", (double) V_D_B.getAndSetRelease(bytes, 8, Double.NaN) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndSetRelease(1)", e); }
        try { r(p + "getAndAdd(2)", (double) V_D_B.getAndAdd(bytes, 8, -0.0) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndAdd(2)", e); }
        try { r(p + "getAndAddAcquire(3)", (double) V_D_B.getAndAddAcquire(bytes, 8, 3.25) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndAddAcquire(3)", e); }
        try { r(p + "getAndAddRelease(0)", (double) V_D_B.getAndAddRelease(bytes, 8, 1.5) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndAddRelease(0)", e); }
        try { r(p + "getAndBitwiseOr(1)", (double) V_D_B.getAndBitwiseOr(bytes, 8, Double.NaN) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndBitwiseOr(1)", e); }
        try { r(p + "getAndBitwiseOrAcquire(2)", (double) V_D_B.getAndBitwiseOrAcquire(bytes, 8, -0.0) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndBitwiseOrAcquire(2)", e); }
        try { r(p + "getAndBitwiseOrRelease(3)", (double) V_D_B.getAndBitwiseOrRelease(bytes, 8, 3.25) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndBitwiseOrRelease(3)", e); }
        try { r(p + "getAndBitwiseAnd(0)", (double) V_D_B.getAndBitwiseAnd(bytes, 8, 1.5) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndBitwiseAnd(0)", e); }
        try { r(p + "getAndBitwiseAndAcquire(1)", (double) V_D_B.getAndBitwiseAndAcquire(bytes, 8, Double.NaN) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndBitwiseAndAcquire(1)", e); }
        try { r(p + "getAndBitwiseAndRelease(2)", (double) V_D_B.getAndBitwiseAndRelease(bytes, 8, -0.0) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndBitwiseAndRelease(2)", e); }
        try { r(p + "getAndBitwiseXor(3)", (double) V_D_B.getAndBitwiseXor(bytes, 8, 3.25) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndBitwiseXor(3)", e); }
        try { r(p + "getAndBitwiseXorAcquire(0)", (double) V_D_B.getAndBitwiseXorAcquire(bytes, 8, 1.5) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndBitwiseXorAcquire(0)", e); }
        try { r(p + "getAndBitwiseXorRelease(1)", (double) V_D_B.getAndBitwiseXorRelease(bytes, 8, Double.NaN) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndBitwiseXorRelease(1)", e); }
    }

    static void viewDL() {
        String p = "view double little ";
        try { V_D_L.set(bytes, 8, 1.5); r(p + "set(0)", hex(bytes)); } catch (Throwable e) { x(p + "set(0)", e); }
        try { r(p + "get", (double) V_D_L.get(bytes, 8)); } catch (Throwable e) { x(p + "get", e); }
        try { V_D_L.setVolatile(bytes, 8, Double.NaN); r(p + "setVolatile(1)", hex(bytes)); } catch (Throwable e) { x(p + "setVolatile(1)", e); }
        try { r(p + "getVolatile", (double) V_D_L.getVolatile(bytes, 8)); } catch (Throwable e) { x(p + "getVolatile", e); }
        try { V_D_L.setOpaque(bytes, 8, -0.0); r(p + "setOpaque(2)", hex(bytes)); } catch (Throwable e) { x(p + "setOpaque(2)", e); }
        try { r(p + "getOpaque", (double) V_D_L.getOpaque(bytes, 8)); } catch (Throwable e) { x(p + "getOpaque", e); }
        try { V_D_L.setRelease(bytes, 8, 3.25); r(p + "setRelease(3)", hex(bytes)); } catch (Throwable e) { x(p + "setRelease(3)", e); }
        try { r(p + "getAcquire", (double) V_D_L.getAcquire(bytes, 8)); } catch (Throwable e) { x(p + "getAcquire", e); }
        try { r(p + "compareAndSet(3,0)", (boolean) V_D_L.compareAndSet(bytes, 8, 3.25, 1.5) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "compareAndSet(3,0)", e); }
        try { r(p + "compareAndSet(3,1)", (boolean) V_D_L.compareAndSet(bytes, 8, 3.25, Double.NaN) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "compareAndSet(3,1)", e); }
        try { r(p + "compareAndExchange(0,1)", (double) V_D_L.compareAndExchange(bytes, 8, 1.5, Double.NaN) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "compareAndExchange(0,1)", e); }
        try { r(p + "compareAndExchangeAcquire(0,2)", (double) V_D_L.compareAndExchangeAcquire(bytes, 8, 1.5, -0.0) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "compareAndExchangeAcquire(0,2)", e); }
        try { r(p + "compareAndExchangeRelease(1,2)", (double) V_D_L.compareAndExchangeRelease(bytes, 8, Double.NaN, -0.0) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "compareAndExchangeRelease(1,2)", e); }
        try { r(p + "weakCompareAndSet(2,3)", (boolean) V_D_L.weakCompareAndSet(bytes, 8, -0.0, 3.25) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "weakCompareAndSet(2,3)", e); }
        try { r(p + "weakCompareAndSetPlain(3,0)", (boolean) V_D_L.weakCompareAndSetPlain(bytes, 8, 3.25, 1.5) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "weakCompareAndSetPlain(3,0)", e); }
        try { r(p + "weakCompareAndSetAcquire(0,1)", (boolean) V_D_L.weakCompareAndSetAcquire(bytes, 8, 1.5, Double.NaN) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "weakCompareAndSetAcquire(0,1)", e); }
        try { r(p + "weakCompareAndSetRelease(1,2)", (boolean) V_D_L.weakCompareAndSetRelease(bytes, 8, Double.NaN, -0.0) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "weakCompareAndSetRelease(1,2)", e); }
        try { r(p + "getAndSet(3)", (double) V_D_L.getAndSet(bytes, 8, 3.25) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndSet(3)", e); }
        try { r(p + "getAndSetAcquire(0)", (double) V_D_L.getAndSetAcquire(bytes, 8, 1.5) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndSetAcquire(0)", e); }
        try { r(p + "getAndSetRelease(1)", (double) V_D_L.getAndSetRelease(bytes, 8, Double.NaN) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndSetRelease(1)", e); }
        try { r(p + "getAndAdd(2)", (double) V_D_L.getAndAdd(bytes, 8, -0.0) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndAdd(2)", e); }
        try { r(p + "getAndAddAcquire(3)", (double) V_D_L.getAndAddAcquire(bytes, 8, 3.25) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndAddAcquire(3)", e); }
        try { r(p + "getAndAddRelease(0)", (double) V_D_L.getAndAddRelease(bytes, 8, 1.5) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndAddRelease(0)", e); }
        try { r(p + "getAndBitwiseOr(1)", (double) V_D_L.getAndBitwiseOr(bytes, 8, Double.NaN) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndBitwiseOr(1)", e); }
        try { r(p + "getAndBitwiseOrAcquire(2)", (double) V_D_L.getAndBitwiseOrAcquire(bytes, 8, -0.0) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndBitwiseOrAcquire(2)", e); }
        try { r(p + "getAndBitwiseOrRelease(3)", (double) V_D_L.getAndBitwiseOrRelease(bytes, 8, 3.25) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndBitwiseOrRelease(3)", e); }
        try { r(p + "getAndBitwiseAnd(0)", (double) V_D_L.getAndBitwiseAnd(bytes, 8, 1.5) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndBitwiseAnd(0)", e); }
        try { r(p + "getAndBitwiseAndAcquire(1)", (double) V_D_L.getAndBitwiseAndAcquire(bytes, 8, Double.NaN) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndBitwiseAndAcquire(1)", e); }
        try { r(p + "getAndBitwiseAndRelease(2)", (double) V_D_L.getAndBitwiseAndRelease(bytes, 8, -0.0) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndBitwiseAndRelease(2)", e); }
        try { r(p + "getAndBitwiseXor(3)", (double) V_D_L.getAndBitwiseXor(bytes, 8, 3.25) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndBitwiseXor(3)", e); }
        try { r(p + "getAndBitwiseXorAcquire(0)", (double) V_D_L.getAndBitwiseXorAcquire(bytes, 8, 1.5) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndBitwiseXorAcquire(0)", e); }
        try { r(p + "getAndBitwiseXorRelease(1)", (double) V_D_L.getAndBitwiseXorRelease(bytes, 8, Double.NaN) + " -> " + hex(bytes)); } catch (Throwable e) { x(p + "getAndBitwiseXorRelease(1)", e); }
    }

    /** Call-site types other than the access mode's: asType's conversions and their failures, exact handles, bad coordinates. */
    static final class Adaptation {
        static void run() {
            VarHandleModes v = new VarHandleModes();
            Object[] objs = new Object[2];
            int[] ints = new int[2];
            // boxing and unboxing through a reference-typed variable
            try { OBJS.setVolatile(objs, 0, 7); r("Object[] setVolatile int", objs[0] + " " + objs[0].getClass().getName()); } catch (Throwable e) { x("Object[] setVolatile int", e); }
            try { OBJS.set(objs, 1, 2.5f); r("Object[] set float", objs[1] + " " + objs[1].getClass().getName()); } catch (Throwable e) { x("Object[] set float", e); }
            try { r("Object[] get as int", (int) OBJS.get(objs, 0)); } catch (Throwable e) { x("Object[] get as int", e); }
            try { r("Object[] get as long (unbox, widen)", (long) OBJS.getVolatile(objs, 0)); } catch (Throwable e) { x("Object[] get as long (unbox, widen)", e); }
            try { r("Object[] get as double (unbox, widen)", (double) OBJS.getAcquire(objs, 1)); } catch (Throwable e) { x("Object[] get as double (unbox, widen)", e); }
            try { r("Object[] get Float as int", (int) OBJS.get(objs, 1)); } catch (Throwable e) { x("Object[] get Float as int", e); }
            try { r("Object[] get Integer as short", (short) OBJS.get(objs, 0)); } catch (Throwable e) { x("Object[] get Integer as short", e); }
            try { r("Object[] cas boxed", (boolean) OBJS.compareAndSet(objs, 0, 7, 8) + " " + objs[0]); } catch (Throwable e) { x("Object[] cas boxed", e); }
            try { r("Object[] cas boxed 1000", (boolean) OBJS.compareAndSet(objs, 0, 1000, 9) + " " + objs[0]); } catch (Throwable e) { x("Object[] cas boxed 1000", e); }
            try { r("Object[] getAndSet char", (int) OBJS.getAndSet(objs, 0, 'x') + " " + objs[0]); } catch (Throwable e) { x("Object[] getAndSet char", e); }
            try { r("Object[] get Character as int", (int) OBJS.get(objs, 0)); } catch (Throwable e) { x("Object[] get Character as int", e); }
            try { r("Object[] get Character as char", (char) OBJS.get(objs, 0)); } catch (Throwable e) { x("Object[] get Character as char", e); }
            objs[0] = null;
            try { r("Object[] get null as int", (int) OBJS.get(objs, 0)); } catch (Throwable e) { x("Object[] get null as int", e); }
            objs[0] = "s";
            try { r("Object[] get String as int", (int) OBJS.get(objs, 0)); } catch (Throwable e) { x("Object[] get String as int", e); }
            try { r("Object[] get String as boolean", (boolean) OBJS.get(objs, 0)); } catch (Throwable e) { x("Object[] get String as boolean", e); }
            objs[0] = Boolean.TRUE;
            try { r("Object[] get Boolean as boolean", (boolean) OBJS.get(objs, 0)); } catch (Throwable e) { x("Object[] get Boolean as boolean", e); }
            try { r("Object[] get Boolean as int", (int) OBJS.get(objs, 0)); } catch (Throwable e) { x("Object[] get Boolean as int", e); }
            objs[0] = 5;
            try { r("Object[] get Integer as boolean", (boolean) OBJS.get(objs, 0)); } catch (Throwable e) { x("Object[] get Integer as boolean", e); }
            try { r("Object[] get as Integer", (Integer) OBJS.get(objs, 0)); } catch (Throwable e) { x("Object[] get as Integer", e); }
            try { r("Object[] get Integer as String", (String) OBJS.get(objs, 0)); } catch (Throwable e) { x("Object[] get Integer as String", e); }
            try { r("Object[] getAndSet as Number", (Number) OBJS.getAndSet(objs, 0, 6L)); } catch (Throwable e) { x("Object[] getAndSet as Number", e); }
            // a primitive variable seen through boxes
            v.fI = 300;
            try { Object b = F_I.get(v); r("int get as Object", b + " " + b.getClass().getName()); } catch (Throwable e) { x("int get as Object", e); }
            try { Object b = F_I.get(v); r("int boxes are Integer.valueOf's", (b == F_I.get(v)) + " " + (F_I.getVolatile(new VarHandleModes()) == (Object) 0)); } catch (Throwable e) { x("int boxes are Integer.valueOf's", e); }
            try { r("int get as Number", (Number) F_I.getAcquire(v)); } catch (Throwable e) { x("int get as Number", e); }
            try { r("int get as Comparable", (Comparable<?>) F_I.getOpaque(v)); } catch (Throwable e) { x("int get as Comparable", e); }
            try { r("int get as Integer", (Integer) F_I.get(v)); } catch (Throwable e) { x("int get as Integer", e); }
            try { r("int get as Long", (Long) F_I.get(v)); } catch (Throwable e) { x("int get as Long", e); }
            try { r("int get as String", (String) F_I.get(v)); } catch (Throwable e) { x("int get as String", e); }
            try { r("int get as long", (long) F_I.get(v)); } catch (Throwable e) { x("int get as long", e); }
            try { r("int get as float", (float) F_I.get(v)); } catch (Throwable e) { x("int get as float", e); }
            try { r("int get as double", (double) F_I.get(v)); } catch (Throwable e) { x("int get as double", e); }
            try { r("int get as short", (short) F_I.get(v)); } catch (Throwable e) { x("int get as short", e); }
            try { r("int get as boolean", (boolean) F_I.get(v)); } catch (Throwable e) { x("int get as boolean", e); }
            try { F_I.get(v); r("int get as void", v.fI); } catch (Throwable e) { x("int get as void", e); }
            try { F_I.set(v, (short) 12); r("int set short", v.fI); } catch (Throwable e) { x("int set short", e); }
            try { F_I.set(v, 'A'); r("int set char", v.fI); } catch (Throwable e) { x("int set char", e); }
            try { F_I.set(v, (byte) -1); r("int set byte", v.fI); } catch (Throwable e) { x("int set byte", e); }
            try { F_I.set(v, 3L); r("int set long", v.fI); } catch (Throwable e) { x("int set long", e); }
            try { F_I.set(v, 1.0f); r("int set float", v.fI); } catch (Throwable e) { x("int set float", e); }
            try { F_I.set(v, true); r("int set boolean", v.fI); } catch (Throwable e) { x("int set boolean", e); }
            try { F_I.set(v, (Object) 41); r("int set Object(Integer)", v.fI); } catch (Throwable e) { x("int set Object(Integer)", e); }
            try { F_I.set(v, Integer.valueOf(42)); r("int set Integer", v.fI); } catch (Throwable e) { x("int set Integer", e); }
            try { F_I.set(v, (Object) (short) 43); r("int set Object(Short)", v.fI); } catch (Throwable e) { x("int set Object(Short)", e); }
            try { F_I.set(v, (Object) 'B'); r("int set Object(Character)", v.fI); } catch (Throwable e) { x("int set Object(Character)", e); }
            try { F_I.set(v, (Object) 44L); r("int set Object(Long)", v.fI); } catch (Throwable e) { x("int set Object(Long)", e); }
            try { F_I.set(v, (Object) true); r("int set Object(Boolean)", v.fI); } catch (Throwable e) { x("int set Object(Boolean)", e); }
            try { F_I.set(v, (Object) "45"); r("int set Object(String)", v.fI); } catch (Throwable e) { x("int set Object(String)", e); }
            try { F_I.set(v, (Object) null); r("int set Object(null)", v.fI); } catch (Throwable e) { x("int set Object(null)", e); }
            try { F_I.set(v, (Integer) null); r("int set Integer(null)", v.fI); } catch (Throwable e) { x("int set Integer(null)", e); }
            try { F_I.set(v, (Number) 46); r("int set Number(Integer)", v.fI); } catch (Throwable e) { x("int set Number(Integer)", e); }
            try { F_I.set(v, (Number) 47.0); r("int set Number(Double)", v.fI); } catch (Throwable e) { x("int set Number(Double)", e); }
            try { F_I.set(v, (Short) (short) 48); r("int set Short", v.fI); } catch (Throwable e) { x("int set Short", e); }
            try { F_I.set(v, (Long) 49L); r("int set Long", v.fI); } catch (Throwable e) { x("int set Long", e); }
            try { F_I.set(v, "50"); r("int set String", v.fI); } catch (Throwable e) { x("int set String", e); }
            try { r("int cas with Object", (boolean) F_I.compareAndSet(v, (Object) 46, (Object) 51) + " " + v.fI); } catch (Throwable e) { x("int cas with Object", e); }
            try { r("int cas short/char", (boolean) F_I.compareAndSet(v, (short) 51, 'C') + " " + v.fI); } catch (Throwable e) { x("int cas short/char", e); }
            try { r("int cas returns Object", F_I.compareAndSet(v, 67, 68) + " " + v.fI); } catch (Throwable e) { x("int cas returns Object", e); }
            try { r("int getAndAdd byte as long", (long) F_I.getAndAdd(v, (byte) 2) + " " + v.fI); } catch (Throwable e) { x("int getAndAdd byte as long", e); }
            try { r("int getAndAdd long", (int) F_I.getAndAdd(v, 2L)); } catch (Throwable e) { x("int getAndAdd long", e); }
            try { r("int getAndBitwiseOr Integer", (Integer) F_I.getAndBitwiseOr(v, Integer.valueOf(0x100)) + " " + v.fI); } catch (Throwable e) { x("int getAndBitwiseOr Integer", e); }
            // other primitive kinds
            try { F_J.set(v, 5); r("long set int", v.fJ); } catch (Throwable e) { x("long set int", e); }
            try { F_J.set(v, 'c'); r("long set char", v.fJ); } catch (Throwable e) { x("long set char", e); }
            try { F_J.set(v, (Object) 6); r("long set Object(Integer)", v.fJ); } catch (Throwable e) { x("long set Object(Integer)", e); }
            try { F_J.set(v, Integer.valueOf(7)); r("long set Integer", v.fJ); } catch (Throwable e) { x("long set Integer", e); }
            try { r("long get as int", (int) F_J.get(v)); } catch (Throwable e) { x("long get as int", e); }
            try { r("long get as float", (float) F_J.get(v)); } catch (Throwable e) { x("long get as float", e); }
            try { r("long get as Object", F_J.get(v)); } catch (Throwable e) { x("long get as Object", e); }
            try { F_F.set(v, 3); r("float set int", v.fF); } catch (Throwable e) { x("float set int", e); }
            try { F_F.set(v, 1L << 40); r("float set long", v.fF); } catch (Throwable e) { x("float set long", e); }
            try { F_F.set(v, 2.0); r("float set double", v.fF); } catch (Throwable e) { x("float set double", e); }
            try { r("float get as double", (double) F_F.get(v)); } catch (Throwable e) { x("float get as double", e); }
            try { r("float getAndAdd int", (float) F_F.getAndAdd(v, 1) + " " + v.fF); } catch (Throwable e) { x("float getAndAdd int", e); }
            try { F_D.set(v, 1.25f); r("double set float", v.fD); } catch (Throwable e) { x("double set float", e); }
            try { F_D.set(v, Long.MAX_VALUE); r("double set long", v.fD); } catch (Throwable e) { x("double set long", e); }
            try { F_D.set(v, (Object) 2.5f); r("double set Object(Float)", v.fD); } catch (Throwable e) { x("double set Object(Float)", e); }
            try { r("double get as Object", F_D.get(v)); } catch (Throwable e) { x("double get as Object", e); }
            try { F_Z.set(v, 1); r("boolean set int", v.fZ); } catch (Throwable e) { x("boolean set int", e); }
            try { F_Z.set(v, (Object) Boolean.TRUE); r("boolean set Object(Boolean)", v.fZ); } catch (Throwable e) { x("boolean set Object(Boolean)", e); }
            try { F_Z.set(v, (Object) 1); r("boolean set Object(Integer)", v.fZ); } catch (Throwable e) { x("boolean set Object(Integer)", e); }
            try { r("boolean get as int", (int) F_Z.get(v)); } catch (Throwable e) { x("boolean get as int", e); }
            try { Object b = F_Z.get(v); r("boolean get as Object", b + " " + (b == Boolean.TRUE)); } catch (Throwable e) { x("boolean get as Object", e); }
            try { F_C.set(v, (byte) 65); r("char set byte", v.fC); } catch (Throwable e) { x("char set byte", e); }
            try { F_C.set(v, (short) 66); r("char set short", v.fC); } catch (Throwable e) { x("char set short", e); }
            try { r("char get as int", (int) F_C.get(v)); } catch (Throwable e) { x("char get as int", e); }
            try { r("char get as short", (short) F_C.get(v)); } catch (Throwable e) { x("char get as short", e); }
            try { r("char get as Object", F_C.get(v)); } catch (Throwable e) { x("char get as Object", e); }
            try { F_B.set(v, 'a'); r("byte set char", v.fB); } catch (Throwable e) { x("byte set char", e); }
            try { r("byte get as char", (char) F_B.get(v)); } catch (Throwable e) { x("byte get as char", e); }
            try { r("byte get as short", (short) F_B.get(v)); } catch (Throwable e) { x("byte get as short", e); }
            try { F_S.set(v, (byte) -2); r("short set byte", v.fS); } catch (Throwable e) { x("short set byte", e); }
            try { S_I.set((byte) 9); r("static int set byte", sI); } catch (Throwable e) { x("static int set byte", e); }
            try { r("static int get as Object", S_I.get()); } catch (Throwable e) { x("static int get as Object", e); }
            try { ints[1] = 77; r("int[] get as Object", A_I.get(ints, 1)); } catch (Throwable e) { x("int[] get as Object", e); }
            try { A_I.set(ints, 1, (Object) 78); r("int[] set Object", ints[1]); } catch (Throwable e) { x("int[] set Object", e); }
            try { A_I.set(ints, (short) 0, (short) 79); r("int[] set short index", ints[0]); } catch (Throwable e) { x("int[] set short index", e); }
            try { A_I.set(ints, 0L, 80); r("int[] set long index", ints[0]); } catch (Throwable e) { x("int[] set long index", e); }
            try { A_I.set(ints, (Object) 1, 81); r("int[] set Object index", ints[1]); } catch (Throwable e) { x("int[] set Object index", e); }
            try { r("view int get as Object", V_I_B.get(bytes, 8)); } catch (Throwable e) { x("view int get as Object", e); }
            try { V_J_L.set(bytes, 8, 0x1234); r("view long set int", hex(bytes)); } catch (Throwable e) { x("view long set int", e); }
            try { V_D_B.set(bytes, 8, (Object) 1.0); r("view double set Object", hex(bytes)); } catch (Throwable e) { x("view double set Object", e); }
            try { r("view short get as int", (int) V_S_L.get(bytes, 9)); } catch (Throwable e) { x("view short get as int", e); }
            // references
            try { STR.set(v, "s1"); r("String set", v.str); } catch (Throwable e) { x("String set", e); }
            try { STR.set(v, (Object) "s2"); r("String set Object(String)", v.str); } catch (Throwable e) { x("String set Object(String)", e); }
            try { STR.set(v, (Object) 3); r("String set Object(Integer)", v.str); } catch (Throwable e) { x("String set Object(Integer)", e); }
            try { STR.set(v, 3); r("String set int", v.str); } catch (Throwable e) { x("String set int", e); }
            try { STR.set(v, Integer.valueOf(3)); r("String set Integer", v.str); } catch (Throwable e) { x("String set Integer", e); }
            try { STR.setVolatile(v, (CharSequence) new StringBuilder("sb")); r("String setVolatile CharSequence(StringBuilder)", v.str); } catch (Throwable e) { x("String setVolatile CharSequence(StringBuilder)", e); }
            try { r("String get as Integer", (Integer) STR.get(v)); } catch (Throwable e) { x("String get as Integer", e); }
            try { r("String get as CharSequence", (CharSequence) STR.get(v)); } catch (Throwable e) { x("String get as CharSequence", e); }
            try { r("String get as int", (int) STR.get(v)); } catch (Throwable e) { x("String get as int", e); }
            try { r("String cas Object", (boolean) STR.compareAndSet(v, (Object) "s2", (Object) 4)); } catch (Throwable e) { x("String cas Object", e); }
            try { r("String cas wrong expected", (boolean) STR.compareAndSet(v, (Object) 4, "s3") + " " + v.str); } catch (Throwable e) { x("String cas wrong expected", e); }
            try { r("String getAndSet as Object", STR.getAndSet(v, "s4") + " " + v.str); } catch (Throwable e) { x("String getAndSet as Object", e); }
            try { r("String getAndSet null", (String) STR.getAndSet(v, (String) null) + " " + v.str); } catch (Throwable e) { x("String getAndSet null", e); }
            try { BOXED.set(v, 5); r("Integer set int", v.boxed); } catch (Throwable e) { x("Integer set int", e); }
            try { r("Integer get as int", (int) BOXED.get(v)); } catch (Throwable e) { x("Integer get as int", e); }
            try { r("Integer get as long", (long) BOXED.get(v)); } catch (Throwable e) { x("Integer get as long", e); }
            try { BOXED.set(v, (short) 6); r("Integer set short", v.boxed); } catch (Throwable e) { x("Integer set short", e); }
            try { BOXED.set(v, (Object) 7L); r("Integer set Object(Long)", v.boxed); } catch (Throwable e) { x("Integer set Object(Long)", e); }
            v.boxed = null;
            try { r("Integer null get as int", (int) BOXED.get(v)); } catch (Throwable e) { x("Integer null get as int", e); }
            try { r("Integer null getAndAdd", BOXED.getAndAdd(v, 1)); } catch (Throwable e) { x("Integer null getAndAdd", e); }
            String[] strs = {"x", "y"};
            try { STRS.set(strs, 0, (Object) 1); r("String[] set Object(Integer)", strs[0]); } catch (Throwable e) { x("String[] set Object(Integer)", e); }
            try { STRS.setVolatile(strs, 0, 1); r("String[] setVolatile int", strs[0]); } catch (Throwable e) { x("String[] setVolatile int", e); }
            try { OBJS.set(strs, 0, 1); r("Object[] handle, String[] set int", strs[0]); } catch (Throwable e) { x("Object[] handle, String[] set int", e); }
            try { OBJS.setVolatile(strs, 0, 1); r("Object[] handle, String[] setVolatile int", strs[0]); } catch (Throwable e) { x("Object[] handle, String[] setVolatile int", e); }
            try { OBJS.compareAndSet(strs, 0, "x", 1); r("Object[] handle, String[] cas int", strs[0]); } catch (Throwable e) { x("Object[] handle, String[] cas int", e); }
            try { OBJS.set(strs, 0, "z"); r("Object[] handle, String[] set String", strs[0]); } catch (Throwable e) { x("Object[] handle, String[] set String", e); }
            try { r("String[] handle get Object[]", STRS.get(new Object[1], 0)); } catch (Throwable e) { x("String[] handle get Object[]", e); }
            try { r("String[] handle get as Object[] typed", STRS.get((Object) strs, 1)); } catch (Throwable e) { x("String[] handle get as Object[] typed", e); }
            try { r("String[] cas Object expected", (boolean) STRS.compareAndSet(strs, 0, (Object) 1, "y")); } catch (Throwable e) { x("String[] cas Object expected", e); }
            try { r("String[] cae Object expected", STRS.compareAndExchange(strs, 0, (Object) 1, "y")); } catch (Throwable e) { x("String[] cae Object expected", e); }
            try { r("Object[] handle, String[] cas Integer expected", (boolean) OBJS.compareAndSet(strs, 0, (Object) 1, "y")); } catch (Throwable e) { x("Object[] handle, String[] cas Integer expected", e); }
            try { STRS.set(strs, 5, (Object) 1); r("String[] set bad value and index", strs[0]); } catch (Throwable e) { x("String[] set bad value and index", e); }
            try { STRS.set((String[]) null, 0, (Object) 1); r("String[] set null array, bad value", "?"); } catch (Throwable e) { x("String[] set null array, bad value", e); }
            try { STRS.set((String[]) null, 0, "s"); r("String[] set null array", "?"); } catch (Throwable e) { x("String[] set null array", e); }
            try { STRS.setVolatile(strs, 5, (Object) 1); r("String[] setVolatile bad value and index", strs[0]); } catch (Throwable e) { x("String[] setVolatile bad value and index", e); }
            try { A_Z.set((boolean[]) null, 0, true); r("boolean[] set null", "?"); } catch (Throwable e) { x("boolean[] set null", e); }
            try { r("byte[] get null", (byte) A_B.get((byte[]) null, 0)); } catch (Throwable e) { x("byte[] get null", e); }
            try { A_C.set((char[]) null, 0, 'c'); r("char[] set null", "?"); } catch (Throwable e) { x("char[] set null", e); }
            try { r("double[] getAndAdd null", (double) A_D.getAndAdd((double[]) null, 0, 1.0)); } catch (Throwable e) { x("double[] getAndAdd null", e); }
            try { F_J.set(v, (Object) null); r("long set Object(null)", v.fJ); } catch (Throwable e) { x("long set Object(null)", e); }
            try { F_J.set(v, (Long) null); r("long set Long(null)", v.fJ); } catch (Throwable e) { x("long set Long(null)", e); }
            try { F_Z.set(v, (Object) null); r("boolean set Object(null)", v.fZ); } catch (Throwable e) { x("boolean set Object(null)", e); }
            try { F_Z.set(v, (Boolean) null); r("boolean set Boolean(null)", v.fZ); } catch (Throwable e) { x("boolean set Boolean(null)", e); }
            try { F_C.set(v, (Object) null); r("char set Object(null)", v.fC); } catch (Throwable e) { x("char set Object(null)", e); }
            try { F_C.set(v, (Character) null); r("char set Character(null)", v.fC); } catch (Throwable e) { x("char set Character(null)", e); }
            try { F_D.set(v, (Number) null); r("double set Number(null)", v.fD); } catch (Throwable e) { x("double set Number(null)", e); }
            try { F_D.set(v, (Float) null); r("double set Float(null)", v.fD); } catch (Throwable e) { x("double set Float(null)", e); }
            try { F_B.set(v, (Object) null); r("byte set Object(null)", v.fB); } catch (Throwable e) { x("byte set Object(null)", e); }
            try { F_S.set(v, (Object) null); r("short set Object(null)", v.fS); } catch (Throwable e) { x("short set Object(null)", e); }
            try { F_F.set(v, (Object) null); r("float set Object(null)", v.fF); } catch (Throwable e) { x("float set Object(null)", e); }
            try { F_D.set(v, (Object) new java.math.BigInteger("5")); r("double set Object(BigInteger)", v.fD); } catch (Throwable e) { x("double set Object(BigInteger)", e); }
            try { F_D.set(v, (Object) 'c'); r("double set Object(Character)", v.fD); } catch (Throwable e) { x("double set Object(Character)", e); }
            try { F_D.set(v, (Object) true); r("double set Object(Boolean)", v.fD); } catch (Throwable e) { x("double set Object(Boolean)", e); }
            try { F_C.set(v, (Object) 5); r("char set Object(Integer)", v.fC); } catch (Throwable e) { x("char set Object(Integer)", e); }
            try { F_C.set(v, (Object) (byte) 5); r("char set Object(Byte)", v.fC); } catch (Throwable e) { x("char set Object(Byte)", e); }
            try { F_Z.set(v, (Object) (byte) 5); r("boolean set Object(Byte)", v.fZ); } catch (Throwable e) { x("boolean set Object(Byte)", e); }
            try { F_Z.set(v, (Comparable<?>) "x"); r("boolean set Comparable(String)", v.fZ); } catch (Throwable e) { x("boolean set Comparable(String)", e); }
            try { r("boolean getAndBitwiseOr as Object", F_Z.getAndBitwiseOr(v, true) + " " + v.fZ); } catch (Throwable e) { x("boolean getAndBitwiseOr as Object", e); }
            try { STR.get(v); r("String get as void", v.str); } catch (Throwable e) { x("String get as void", e); }
            try { STR.getAndSet(v, "s9"); r("String getAndSet as void", v.str); } catch (Throwable e) { x("String getAndSet as void", e); }
            try { r("String cae as CharSequence", (CharSequence) STR.compareAndExchange(v, "s9", "s10") + " " + v.str); } catch (Throwable e) { x("String cae as CharSequence", e); }
            try { r("String getAndSet as Integer (after the store)", (Integer) STR.getAndSet(v, "s11")); } catch (Throwable e) { x("String getAndSet as Integer (after the store)", e); }
            r("String after failed result cast", v.str);
            objs[1] = 3;
            try { r("Object[] getAndSet as int (after the store)", (int) OBJS.getAndSet(objs, 1, "str")); } catch (Throwable e) { x("Object[] getAndSet as int (after the store)", e); }
            try { r("Object[] getAndSet String as int (after the store)", (int) OBJS.getAndSet(objs, 1, 4)); } catch (Throwable e) { x("Object[] getAndSet String as int (after the store)", e); }
            r("Object[] after failed result conversion", objs[1]);
            try { Object c = F_C.getAndSet(v, 'q'); r("char getAndSet as Object", c + " " + (c == (Object) 'q') + " " + (F_C.get(v) == (Object) 'q')); } catch (Throwable e) { x("char getAndSet as Object", e); }
            try { Object b = F_B.get(v); r("byte get as Object (cached)", b + " " + (b == (Object) (byte) 5)); } catch (Throwable e) { x("byte get as Object (cached)", e); }
            try { F_J.set(v, 100L); r("long boxes cached", (F_J.get(v) == F_J.get(v)) + " " + (F_J.getAndAdd(v, 1000L) == F_J.get(v))); } catch (Throwable e) { x("long boxes cached", e); }
            try { F_S.set(v, (short) -128); r("short boxes cached", (F_S.get(v) == F_S.get(v)) + " " + F_S.get(v)); } catch (Throwable e) { x("short boxes cached", e); }
            try { r("float boxes new", F_F.get(v) == F_F.get(v)); } catch (Throwable e) { x("float boxes new", e); }
            // coordinates: wrong arity, receivers, arrays, indexes
            try { r("arity get", (int) F_I.get()); } catch (Throwable e) { x("arity get", e); }
            try { F_I.set(v, 1, 2); r("arity set", v.fI); } catch (Throwable e) { x("arity set", e); }
            try { r("static arity", (int) S_I.get(v)); } catch (Throwable e) { x("static arity", e); }
            try { r("receiver Object(String)", (int) F_I.get((Object) "str")); } catch (Throwable e) { x("receiver Object(String)", e); }
            try { r("receiver String", (int) F_I.get("str")); } catch (Throwable e) { x("receiver String", e); }
            try { r("receiver null", (int) F_I.get((VarHandleModes) null)); } catch (Throwable e) { x("receiver null", e); }
            try { r("receiver int", (int) F_I.get(3)); } catch (Throwable e) { x("receiver int", e); }
            try { r("receiver null getAndAdd", (int) F_I.getAndAdd((VarHandleModes) null, 1)); } catch (Throwable e) { x("receiver null getAndAdd", e); }
            try { r("int[] handle long[]", (int) A_I.get(new long[2], 0)); } catch (Throwable e) { x("int[] handle long[]", e); }
            try { r("int[] handle long[] volatile", (int) A_I.getVolatile(new long[2], 0)); } catch (Throwable e) { x("int[] handle long[] volatile", e); }
            try { r("int[] handle null", (int) A_I.get((int[]) null, 0)); } catch (Throwable e) { x("int[] handle null", e); }
            try { r("int[] handle null volatile", (int) A_I.getVolatile((int[]) null, 0)); } catch (Throwable e) { x("int[] handle null volatile", e); }
            try { r("Object[] handle null", OBJS.get((Object[]) null, 0)); } catch (Throwable e) { x("Object[] handle null", e); }
            try { r("Object[] handle null cas", OBJS.compareAndSet((Object[]) null, 0, null, null)); } catch (Throwable e) { x("Object[] handle null cas", e); }
            try { r("int[] index -1", (int) A_I.get(ints, -1)); } catch (Throwable e) { x("int[] index -1", e); }
            try { r("int[] index 2 volatile", (int) A_I.getVolatile(ints, 2)); } catch (Throwable e) { x("int[] index 2 volatile", e); }
            try { r("int[] index 2 getAndAdd", (int) A_I.getAndAdd(ints, 2, 1)); } catch (Throwable e) { x("int[] index 2 getAndAdd", e); }
            try { r("Object[] index 5", OBJS.get(objs, 5)); } catch (Throwable e) { x("Object[] index 5", e); }
            try { OBJS.set(objs, 5, "q"); r("Object[] index 5 set", objs[0]); } catch (Throwable e) { x("Object[] index 5 set", e); }
            try { r("view int index 21", (int) V_I_B.get(bytes, 21)); } catch (Throwable e) { x("view int index 21", e); }
            try { r("view int index 20", (int) V_I_B.get(bytes, 20)); } catch (Throwable e) { x("view int index 20", e); }
            try { r("view int index -1", (int) V_I_L.get(bytes, -1)); } catch (Throwable e) { x("view int index -1", e); }
            try { r("view long null", (long) V_J_B.get((byte[]) null, 0)); } catch (Throwable e) { x("view long null", e); }
            try { r("view long int[]", (long) V_J_B.get(new int[4], 0)); } catch (Throwable e) { x("view long int[]", e); }
            try { r("view int misaligned get", (int) V_I_B.get(bytes, 9)); } catch (Throwable e) { x("view int misaligned get", e); }
            try { r("view int misaligned getVolatile", (int) V_I_B.getVolatile(bytes, 9)); } catch (Throwable e) { x("view int misaligned getVolatile", e); }
            try { r("view long misaligned cas", (boolean) V_J_L.compareAndSet(bytes, 4, 0L, 1L)); } catch (Throwable e) { x("view long misaligned cas", e); }
            try { r("view long misaligned getAndAdd", (long) V_J_L.getAndAdd(bytes, 12, 1L)); } catch (Throwable e) { x("view long misaligned getAndAdd", e); }
            try { V_S_B.setOpaque(bytes, 3, (short) 1); r("view short misaligned setOpaque", hex(bytes)); } catch (Throwable e) { x("view short misaligned setOpaque", e); }
            try { r("view double misaligned getAcquire", (double) V_D_B.getAcquire(bytes, 2)); } catch (Throwable e) { x("view double misaligned getAcquire", e); }
            try { r("view short misaligned cas (unsupported)", (boolean) V_S_B.compareAndSet(bytes, 3, (short) 0, (short) 1)); } catch (Throwable e) { x("view short misaligned cas (unsupported)", e); }
            try { r("unsupported before bad receiver", (int) F_Z.getAndAdd((VarHandleModes) null, 1)); } catch (Throwable e) { x("unsupported before bad receiver", e); }
            // final fields: read-only handles
            try { r("final int get", (int) FIN_I.get(v) + " " + (int) FIN_I.getVolatile(v) + " " + (int) FIN_I.getAcquire(v) + " " + (int) FIN_I.getOpaque(v)); } catch (Throwable e) { x("final int get", e); }
            try { FIN_I.set(v, 6); r("final int set", v.finI); } catch (Throwable e) { x("final int set", e); }
            try { FIN_I.setRelease(v, 6); r("final int setRelease", v.finI); } catch (Throwable e) { x("final int setRelease", e); }
            try { r("final int cas", (boolean) FIN_I.compareAndSet(v, 5, 6)); } catch (Throwable e) { x("final int cas", e); }
            try { r("final int getAndAdd", (int) FIN_I.getAndAdd(v, 1)); } catch (Throwable e) { x("final int getAndAdd", e); }
            try { r("final int getAndBitwiseXor", (int) FIN_I.getAndBitwiseXor(v, 1)); } catch (Throwable e) { x("final int getAndBitwiseXor", e); }
            try { r("static final get", FIN_L.get() + " " + FIN_L.getVolatile()); } catch (Throwable e) { x("static final get", e); }
            try { FIN_L.setVolatile((Object) 1); r("static final setVolatile", FIN_S); } catch (Throwable e) { x("static final setVolatile", e); }
            try { r("static final getAndSet", FIN_L.getAndSet("x")); } catch (Throwable e) { x("static final getAndSet", e); }
            try { r("static final cae", FIN_L.compareAndExchange(FIN_S, "x")); } catch (Throwable e) { x("static final cae", e); }
            try { r("final int get as Object, bad receiver", FIN_I.get((Object) "r")); } catch (Throwable e) { x("final int get as Object, bad receiver", e); }
            // exact invocation behaviour
            VarHandle exact = F_I.withInvokeExactBehavior();
            r("exact flags", F_I.hasInvokeExactBehavior() + " " + exact.hasInvokeExactBehavior() + " " + exact.withInvokeBehavior().hasInvokeExactBehavior());
            try { exact.set(v, 90); r("exact set int", v.fI); } catch (Throwable e) { x("exact set int", e); }
            try { r("exact get int", (int) exact.get(v)); } catch (Throwable e) { x("exact get int", e); }
            try { exact.set(v, (short) 91); r("exact set short", v.fI); } catch (Throwable e) { x("exact set short", e); }
            try { exact.set((Object) v, 92); r("exact set Object receiver", v.fI); } catch (Throwable e) { x("exact set Object receiver", e); }
            try { r("exact get as long", (long) exact.get(v)); } catch (Throwable e) { x("exact get as long", e); }
            try { r("exact get as Object", exact.get(v)); } catch (Throwable e) { x("exact get as Object", e); }
            try { exact.get(v); r("exact get as void", v.fI); } catch (Throwable e) { x("exact get as void", e); }
            try { r("exact cas", (boolean) exact.compareAndSet(v, 90, 93) + " " + v.fI); } catch (Throwable e) { x("exact cas", e); }
            try { r("exact getAndAdd", (int) exact.getAndAdd(v, 1) + " " + v.fI); } catch (Throwable e) { x("exact getAndAdd", e); }
            try { r("exact getAndAdd returns Object", exact.getAndAdd(v, 1) + " " + v.fI); } catch (Throwable e) { x("exact getAndAdd returns Object", e); }
            VarHandle exactStr = STR.withInvokeExactBehavior();
            try { exactStr.set(v, "e1"); r("exact String set", v.str); } catch (Throwable e) { x("exact String set", e); }
            try { exactStr.set(v, (Object) "e2"); r("exact String set Object", v.str); } catch (Throwable e) { x("exact String set Object", e); }
            try { r("exact String get as Object", exactStr.get(v)); } catch (Throwable e) { x("exact String get as Object", e); }
            try { r("exact String get", (String) exactStr.get(v)); } catch (Throwable e) { x("exact String get", e); }
            try { r("exact static", (int) S_I.withInvokeExactBehavior().get()); } catch (Throwable e) { x("exact static", e); }
            try { r("exact array", (int) A_I.withInvokeExactBehavior().getAndAdd(ints, 1, 1)); } catch (Throwable e) { x("exact array", e); }
            try { r("exact array Object", A_I.withInvokeExactBehavior().get(ints, 1)); } catch (Throwable e) { x("exact array Object", e); }
            try { r("exact view", (long) V_J_B.withInvokeExactBehavior().get(bytes, 8)); } catch (Throwable e) { x("exact view", e); }
            try { r("exact view int index", (long) V_J_B.withInvokeExactBehavior().get(bytes, (short) 8)); } catch (Throwable e) { x("exact view int index", e); }
            try { r("exact unsupported", (int) F_Z.withInvokeExactBehavior().getAndAdd(v, 1)); } catch (Throwable e) { x("exact unsupported", e); }
            try { r("exact unsupported exact type", (boolean) F_Z.withInvokeExactBehavior().getAndAdd(v, true)); } catch (Throwable e) { x("exact unsupported exact type", e); }
        }
    }
}
