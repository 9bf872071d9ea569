package jvsim.natives.semantics;

import static org.apache.bcel.Const.ACC_PUBLIC;
import static org.apache.bcel.Const.ACC_STATIC;
import static org.apache.bcel.Const.ACC_SUPER;

import java.io.IOException;
import java.nio.file.Path;
import org.apache.bcel.Const;
import org.apache.bcel.generic.ArrayType;
import org.apache.bcel.generic.BranchHandle;
import org.apache.bcel.generic.ClassGen;
import org.apache.bcel.generic.ConstantPoolGen;
import org.apache.bcel.generic.FieldGen;
import org.apache.bcel.generic.GOTO;
import org.apache.bcel.generic.GOTO_W;
import org.apache.bcel.generic.IINC;
import org.apache.bcel.generic.Instruction;
import org.apache.bcel.generic.InstructionConst;
import org.apache.bcel.generic.InstructionFactory;
import org.apache.bcel.generic.InstructionHandle;
import org.apache.bcel.generic.InstructionList;
import org.apache.bcel.generic.JSR;
import org.apache.bcel.generic.JSR_W;
import org.apache.bcel.generic.MethodGen;
import org.apache.bcel.generic.ObjectType;
import org.apache.bcel.generic.RET;
import org.apache.bcel.generic.Type;

/**
 * Writes the class file "Handmade" (version 49, so that jsr/ret are legal and the host verifies it
 * by type inference): bytecode javac never emits — subroutines, wide ret, wide loads and stores,
 * the raw results of fcmpl/fcmpg/dcmpl/dcmpg/lcmp, every form of the dup/pop/swap family, boolean
 * and byte narrowing on stores and returns, unbalanced monitorexit, goto_w. Its main method prints
 * one labelled line of results per case; values left on the stack are printed top first.
 */
final class HandMadeClass {
    static final String NAME = "Handmade";

    private final ClassGen cg = new ClassGen(NAME, "java.lang.Object", NAME + ".java", ACC_PUBLIC | ACC_SUPER, null);
    private final ConstantPoolGen cp = cg.getConstantPool();
    private final InstructionFactory f = new InstructionFactory(cg, cp);

    private HandMadeClass() {
        cg.setMajor(49);
        cg.setMinor(0);
    }

    static void writeTo(Path dir) throws IOException {
        HandMadeClass h = new HandMadeClass();
        h.printers();
        h.subroutine();
        h.nestedSubroutines();
        h.wideLocals();
        h.narrowingReturns();
        h.main();
        h.cg.getJavaClass().dump(dir.resolve(NAME + ".class").toFile());
    }

    private MethodGen method(String name, Type ret, Type[] args, InstructionList il) {
        String[] names = new String[args.length];
        for (int i = 0; i < names.length; i++) names[i] = "a" + i;
        return new MethodGen(ACC_PUBLIC | ACC_STATIC, ret, args, names, name, NAME, il, cp);
    }

    private void add(MethodGen mg) {
        mg.setMaxStack();
        mg.setMaxLocals();
        cg.addMethod(mg.getMethod());
    }

    /** p(I), p(J), p(F), p(D), p(Object): print one value followed by a space. */
    private void printers() {
        for (Type t : new Type[]{Type.INT, Type.LONG, Type.FLOAT, Type.DOUBLE, Type.OBJECT}) {
            InstructionList il = new InstructionList();
            il.append(f.createFieldAccess("java.lang.System", "out", new ObjectType("java.io.PrintStream"), Const.GETSTATIC));
            il.append(InstructionFactory.createLoad(t, 0));
            il.append(f.createInvoke("java.io.PrintStream", "print", Type.VOID, new Type[]{t}, Const.INVOKEVIRTUAL));
            il.append(f.createFieldAccess("java.lang.System", "out", new ObjectType("java.io.PrintStream"), Const.GETSTATIC));
            il.append(f.createConstant(" "));
            il.append(f.createInvoke("java.io.PrintStream", "print", Type.VOID, new Type[]{Type.STRING}, Const.INVOKEVIRTUAL));
            il.append(InstructionConst.RETURN);
            add(method("p", Type.VOID, new Type[]{t}, il));
        }
    }

    /** subroutine(x): a subroutine adding x to an accumulator and incrementing x, called by jsr, jsr, jsr_w. */
    private void subroutine() {
        InstructionList il = new InstructionList();
        il.append(InstructionConst.ICONST_0);
        il.append(InstructionFactory.createStore(Type.INT, 1));
        BranchHandle c1 = il.append(new JSR(null));
        BranchHandle c2 = il.append(new JSR(null));
        BranchHandle c3 = il.append(new JSR_W(null));
        il.append(InstructionFactory.createLoad(Type.INT, 1));
        il.append(InstructionConst.IRETURN);
        InstructionHandle sub = il.append(InstructionFactory.createStore(Type.OBJECT, 2));
        il.append(InstructionFactory.createLoad(Type.INT, 1));
        il.append(InstructionFactory.createLoad(Type.INT, 0));
        il.append(InstructionConst.IADD);
        il.append(InstructionFactory.createStore(Type.INT, 1));
        il.append(new IINC(0, 1));
        il.append(new RET(2));
        c1.setTarget(sub);
        c2.setTarget(sub);
        c3.setTarget(sub);
        add(method("subroutine", Type.INT, new Type[]{Type.INT}, il));
    }

    /** nested(x): an outer subroutine (return address in local 300: wide astore, wide ret) calling an inner one twice. */
    private void nestedSubroutines() {
        InstructionList il = new InstructionList();
        il.append(InstructionConst.ICONST_0);
        il.append(InstructionFactory.createStore(Type.INT, 1));
        BranchHandle callOuter = il.append(new JSR(null));
        il.append(InstructionFactory.createLoad(Type.INT, 1));
        il.append(InstructionConst.IRETURN);
        InstructionHandle outer = il.append(InstructionFactory.createStore(Type.OBJECT, 300));
        il.append(new IINC(1, 100));
        BranchHandle i1 = il.append(new JSR(null));
        BranchHandle i2 = il.append(new JSR(null));
        il.append(new RET(300));
        InstructionHandle inner = il.append(InstructionFactory.createStore(Type.OBJECT, 2));
        il.append(InstructionFactory.createLoad(Type.INT, 1));
        il.append(InstructionFactory.createLoad(Type.INT, 0));
        il.append(InstructionConst.IADD);
        il.append(InstructionFactory.createStore(Type.INT, 1));
        il.append(new RET(2));
        callOuter.setTarget(outer);
        i1.setTarget(inner);
        i2.setTarget(inner);
        add(method("nested", Type.INT, new Type[]{Type.INT}, il));
    }

    /** wide(x): every kind of local above index 255 (wide loads, stores and iinc), summed into a long. */
    private void wideLocals() {
        InstructionList il = new InstructionList();
        il.append(InstructionFactory.createLoad(Type.INT, 0));
        il.append(InstructionFactory.createStore(Type.INT, 280));
        il.append(new IINC(280, 1000));
        il.append(new IINC(280, -3));
        il.append(f.createConstant(1234567890123L));
        il.append(InstructionFactory.createStore(Type.LONG, 290));
        il.append(f.createConstant(2.5f));
        il.append(InstructionFactory.createStore(Type.FLOAT, 284));
        il.append(f.createConstant(0.25d));
        il.append(InstructionFactory.createStore(Type.DOUBLE, 286));
        il.append(f.createConstant("s"));
        il.append(InstructionFactory.createStore(Type.OBJECT, 283));
        il.append(InstructionFactory.createLoad(Type.INT, 280));
        il.append(InstructionConst.I2L);
        il.append(InstructionFactory.createLoad(Type.LONG, 290));
        il.append(InstructionConst.LADD);
        il.append(InstructionFactory.createLoad(Type.FLOAT, 284));
        il.append(f.createConstant(2f));
        il.append(InstructionConst.FMUL);
        il.append(InstructionConst.F2L);
        il.append(InstructionConst.LADD);
        il.append(InstructionFactory.createLoad(Type.DOUBLE, 286));
        il.append(f.createConstant(4d));
        il.append(InstructionConst.DMUL);
        il.append(InstructionConst.D2L);
        il.append(InstructionConst.LADD);
        il.append(InstructionFactory.createLoad(Type.OBJECT, 283));
        il.append(f.createInvoke("java.lang.String", "length", Type.INT, Type.NO_ARGS, Const.INVOKEVIRTUAL));
        il.append(InstructionConst.I2L);
        il.append(InstructionConst.LADD);
        il.append(InstructionConst.LRETURN);
        add(method("wide", Type.LONG, new Type[]{Type.INT}, il));
    }

    /** retZ(), retB(), retC(), retS(): ireturn of an int that does not fit the declared return type. */
    private void narrowingReturns() {
        Object[][] cases = {{"retZ", Type.BOOLEAN, 2}, {"retZ3", Type.BOOLEAN, 3}, {"retB", Type.BYTE, 300}, {"retC", Type.CHAR, -1}, {"retS", Type.SHORT, 70000}};
        for (Object[] c : cases) {
            InstructionList il = new InstructionList();
            il.append(f.createConstant(c[2]));
            il.append(InstructionConst.IRETURN);
            add(method((String) c[0], (Type) c[1], Type.NO_ARGS, il));
        }
    }

    private void main() {
        InstructionList il = new InstructionList();
        Type[] stringArg = {new ArrayType(Type.STRING, 1)};
        MethodGen mg = method("main", Type.VOID, stringArg, il);
        cg.addField(new FieldGen(ACC_STATIC, Type.BOOLEAN, "flag", cp).getField());

        label(il, "jsr");
        il.append(f.createConstant(5));
        il.append(f.createInvoke(NAME, "subroutine", Type.INT, new Type[]{Type.INT}, Const.INVOKESTATIC));
        print(il, Type.INT);
        label(il, "nested jsr, wide ret");
        il.append(f.createConstant(2));
        il.append(f.createInvoke(NAME, "nested", Type.INT, new Type[]{Type.INT}, Const.INVOKESTATIC));
        print(il, Type.INT);
        label(il, "wide locals");
        il.append(f.createConstant(7));
        il.append(f.createInvoke(NAME, "wide", Type.LONG, new Type[]{Type.INT}, Const.INVOKESTATIC));
        print(il, Type.LONG);

        float nanF = Float.NaN;
        double nanD = Double.NaN;
        Object[][] pairs = {{1f, 2f}, {2f, 1f}, {1f, 1f}, {nanF, 1f}, {1f, nanF}, {nanF, nanF}, {-0f, 0f},
            {Float.NEGATIVE_INFINITY, Float.POSITIVE_INFINITY}};
        for (Object[] p : pairs) {
            label(il, "fcmpl fcmpg dcmpl dcmpg " + p[0] + " " + p[1]);
            for (short op : new short[]{Const.FCMPL, Const.FCMPG}) {
                il.append(f.createConstant(p[0]));
                il.append(f.createConstant(p[1]));
                il.append(InstructionConst.getInstruction(op));
                print(il, Type.INT);
            }
            for (short op : new short[]{Const.DCMPL, Const.DCMPG}) {
                il.append(f.createConstant((double) (Float) p[0]));
                il.append(f.createConstant((double) (Float) p[1]));
                il.append(InstructionConst.getInstruction(op));
                print(il, Type.INT);
            }
        }
        label(il, "dcmpl dcmpg NaN payloads");
        for (short op : new short[]{Const.DCMPL, Const.DCMPG}) {
            il.append(f.createConstant(Double.longBitsToDouble(0xfff8000000000001L)));
            il.append(f.createConstant(nanD));
            il.append(InstructionConst.getInstruction(op));
            print(il, Type.INT);
        }
        long[][] longPairs = {{Long.MIN_VALUE, Long.MAX_VALUE}, {Long.MAX_VALUE, Long.MIN_VALUE}, {5, 5}, {-1, 0}, {0x100000000L, 1}};
        for (long[] p : longPairs) {
            label(il, "lcmp " + p[0] + " " + p[1]);
            il.append(f.createConstant(p[0]));
            il.append(f.createConstant(p[1]));
            il.append(InstructionConst.LCMP);
            print(il, Type.INT);
        }

        stackCase(il, "dup_x1", new Object[]{1, 2}, InstructionConst.DUP_X1, Type.INT, Type.INT, Type.INT);
        stackCase(il, "dup_x2 form 1", new Object[]{1, 2, 3}, InstructionConst.DUP_X2, Type.INT, Type.INT, Type.INT, Type.INT);
        stackCase(il, "dup_x2 form 2", new Object[]{10L, 3}, InstructionConst.DUP_X2, Type.INT, Type.LONG, Type.INT);
        stackCase(il, "dup_x2 references", new Object[]{"x", 1, "y"}, InstructionConst.DUP_X2, Type.OBJECT, Type.INT, Type.OBJECT, Type.OBJECT);
        stackCase(il, "dup2 form 1", new Object[]{1, 2}, InstructionConst.DUP2, Type.INT, Type.INT, Type.INT, Type.INT);
        stackCase(il, "dup2 form 2", new Object[]{7L}, InstructionConst.DUP2, Type.LONG, Type.LONG);
        stackCase(il, "dup2 references", new Object[]{"a", "b"}, InstructionConst.DUP2, Type.OBJECT, Type.OBJECT, Type.OBJECT, Type.OBJECT);
        stackCase(il, "dup2_x1 form 1", new Object[]{1, 2, 3}, InstructionConst.DUP2_X1, Type.INT, Type.INT, Type.INT, Type.INT, Type.INT);
        stackCase(il, "dup2_x1 form 2", new Object[]{1, 8L}, InstructionConst.DUP2_X1, Type.LONG, Type.INT, Type.LONG);
        stackCase(il, "dup2_x1 references", new Object[]{"a", 2, "c"}, InstructionConst.DUP2_X1, Type.OBJECT, Type.INT, Type.OBJECT, Type.OBJECT, Type.INT);
        stackCase(il, "dup2_x2 form 1", new Object[]{1, 2, 3, 4}, InstructionConst.DUP2_X2, Type.INT, Type.INT, Type.INT, Type.INT, Type.INT, Type.INT);
        stackCase(il, "dup2_x2 form 2", new Object[]{1, 2, 9L}, InstructionConst.DUP2_X2, Type.LONG, Type.INT, Type.INT, Type.LONG);
        stackCase(il, "dup2_x2 form 3", new Object[]{9L, 1, 2}, InstructionConst.DUP2_X2, Type.INT, Type.INT, Type.LONG, Type.INT, Type.INT);
        stackCase(il, "dup2_x2 form 4", new Object[]{5L, 6.5d}, InstructionConst.DUP2_X2, Type.DOUBLE, Type.LONG, Type.DOUBLE);
        stackCase(il, "swap", new Object[]{1, "two"}, InstructionConst.SWAP, Type.INT, Type.OBJECT);
        stackCase(il, "pop2 form 1", new Object[]{1, 2, 3}, InstructionConst.POP2, Type.INT);
        stackCase(il, "pop2 form 2", new Object[]{4, 7L}, InstructionConst.POP2, Type.INT);
        stackCase(il, "pop", new Object[]{4.5f, "gone"}, InstructionConst.POP, Type.FLOAT);

        label(il, "boolean array stores value & 1");
        il.append(f.createConstant(2));
        il.append(f.createNewArray(Type.BOOLEAN, (short) 1));
        il.append(InstructionFactory.createStore(Type.OBJECT, 1));
        for (int i = 0; i < 2; i++) {
            il.append(InstructionFactory.createLoad(Type.OBJECT, 1));
            il.append(f.createConstant(i));
            il.append(f.createConstant(i + 2));
            il.append(InstructionConst.BASTORE);
            il.append(InstructionFactory.createLoad(Type.OBJECT, 1));
            il.append(f.createConstant(i));
            il.append(InstructionConst.BALOAD);
            print(il, Type.INT);
        }
        label(il, "boolean static field stores value & 1");
        for (int v : new int[]{2, 3}) {
            il.append(f.createConstant(v));
            il.append(f.createFieldAccess(NAME, "flag", Type.BOOLEAN, Const.PUTSTATIC));
            il.append(f.createFieldAccess(NAME, "flag", Type.BOOLEAN, Const.GETSTATIC));
            print(il, Type.INT);
        }
        label(il, "narrowing ireturn Z Z B C S");
        for (Object[] r : new Object[][]{{"retZ", Type.BOOLEAN}, {"retZ3", Type.BOOLEAN}, {"retB", Type.BYTE}, {"retC", Type.CHAR}, {"retS", Type.SHORT}}) {
            il.append(f.createInvoke(NAME, (String) r[0], (Type) r[1], Type.NO_ARGS, Const.INVOKESTATIC));
            print(il, Type.INT);
        }

        guarded(il, mg, "monitorexit of an unowned monitor", body -> {
            body.append(f.createNew("java.lang.Object"));
            body.append(InstructionConst.DUP);
            body.append(f.createInvoke("java.lang.Object", "<init>", Type.VOID, Type.NO_ARGS, Const.INVOKESPECIAL));
            body.append(InstructionConst.MONITOREXIT);
        });
        guarded(il, mg, "monitorexit twice", body -> {
            body.append(f.createConstant("lock"));
            body.append(InstructionConst.DUP);
            body.append(InstructionConst.MONITORENTER);
            body.append(InstructionConst.DUP);
            body.append(InstructionConst.MONITOREXIT);
            body.append(InstructionConst.MONITOREXIT);
        });
        guarded(il, mg, "monitorexit null", body -> {
            body.append(InstructionConst.ACONST_NULL);
            body.append(InstructionConst.MONITOREXIT);
        });
        guarded(il, mg, "athrow null", body -> {
            body.append(InstructionConst.ACONST_NULL);
            body.append(InstructionConst.ATHROW);
        });

        label(il, "goto_w");
        BranchHandle j = il.append(new GOTO_W(null));
        label(il, "skipped by goto_w");
        InstructionHandle after = il.append(f.createPrintln("after goto_w"));
        j.setTarget(after);
        il.append(InstructionConst.RETURN);
        add(mg);
    }

    interface Body { void emit(InstructionList il); }

    /** Runs body inside a handler for Throwable; prints "no exception" or the exception's toString. */
    private void guarded(InstructionList il, MethodGen mg, String what, Body body) {
        label(il, what);
        InstructionList b = new InstructionList();
        body.emit(b);
        b.append(f.createPrintln("no exception"));
        InstructionHandle start = b.getStart(), end = b.getEnd();
        il.append(b);
        BranchHandle skip = il.append(new GOTO(null));
        InstructionHandle handler = il.append(f.createFieldAccess("java.lang.System", "out", new ObjectType("java.io.PrintStream"), Const.GETSTATIC));
        il.append(InstructionConst.SWAP);
        il.append(f.createInvoke("java.io.PrintStream", "println", Type.VOID, new Type[]{Type.OBJECT}, Const.INVOKEVIRTUAL));
        skip.setTarget(il.append(InstructionConst.NOP));
        mg.addExceptionHandler(start, end, handler, new ObjectType("java.lang.Throwable"));
    }

    /** Pushes values (bottom first), applies op, then prints what is left on the stack, top first, as the given types. */
    private void stackCase(InstructionList il, String what, Object[] values, Instruction op, Type... topFirst) {
        label(il, what);
        for (Object v : values) il.append(f.createConstant(v));
        il.append(op);
        for (Type t : topFirst) print(il, t);
    }

    private void label(InstructionList il, String text) {
        il.append(f.createFieldAccess("java.lang.System", "out", new ObjectType("java.io.PrintStream"), Const.GETSTATIC));
        il.append(f.createConstant("\n" + text + ": "));
        il.append(f.createInvoke("java.io.PrintStream", "print", Type.VOID, new Type[]{Type.STRING}, Const.INVOKEVIRTUAL));
    }

    private void print(InstructionList il, Type t) {
        Type arg = t == Type.BOOLEAN || t == Type.BYTE || t == Type.CHAR || t == Type.SHORT ? Type.INT : t == Type.STRING ? Type.OBJECT : t;
        il.append(f.createInvoke(NAME, "p", Type.VOID, new Type[]{arg}, Const.INVOKESTATIC));
    }
}
