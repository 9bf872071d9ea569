package jvsim.vm;

import static jvsim.vm.Opcodes.*;

import jvsim.vm.natives.NativeCall;
import jvsim.vm.natives.Redirect;

/**
 * The bytecode interpreter. One loop runs the current thread's frames without host recursion:
 * calls push frames, returns pop them, so a thread can be suspended at any instruction boundary.
 * Constant-pool entries are resolved once into the class's cpCache.
 */
public final class Interpreter {
    /** Why {@link #run} returned. */
    public static final int YIELD = 0, BLOCKED = 1, THREAD_DONE = 2, HOST_RETURN = 3, HOST_THROW = 4;
    /** The thread stopped before a visible operation (only while searching); see {@link VmThread#pending}. */
    public static final int POINT = 5;

    private final Vm vm;
    /** The VM's scheduling policy: what is a scheduling point, what a step absorbs. */
    private final SchedulingPolicy policy;
    private final Heap heap;
    private final ClassRegistry classes;
    private final Resolver resolver;
    Initializer init;
    private int exitStatus;
    /** Instructions executed by this interpreter. */
    public long instructions;

    Interpreter(Vm vm) {
        this.vm = vm;
        this.policy = vm.policy;
        this.heap = vm.heap;
        this.classes = vm.classes;
        this.resolver = new Resolver(vm);
    }

    Resolver resolver() { return resolver; }

    /**
     * Runs t until its budget of backward branches and calls is used up (YIELD), it blocks, its
     * stack empties (THREAD_DONE), or a HOST_CALL frame completes (HOST_RETURN / HOST_THROW).
     *
     * Kept small on purpose: HotSpot does not JIT-compile methods over 8000 bytes of bytecode
     * (DontCompileHugeMethods), and a smaller loop compiles sooner and better. Hence rare
     * instructions, and the first execution of those that resolve a constant-pool entry, are in
     * {@link #slow}, which rewrites resolved instructions to quick forms in the method's
     * {@link VmMethod#ops}; and code shared by several instructions (conditional branches, calls, waits
     * for class initialization, leaving the loop) follows labeled blocks that they break out of.
     */
    public int run(VmThread t, int budget) {
        t.framesRan = true;
        vm.current = t;
        Frame f = t.top;
        if (t.unwinding != null) {
            // stopped at the end event of a method an exception leaves: its unwinding goes on
            VmObject exc = t.unwinding;
            t.unwinding = null;
            f = unwind(t, f, exc);
            if (f == null) return exitStatus;
        }
        long count = 0;
        final boolean pts = vm.searching;
        final boolean traced = vm.hooks.instructions.length != 0;
        // an instruction dispatched again at once (quickened, or re-run after its scheduling point) is reported once
        Frame tracedFrame = null;
        int tracedPc = -1;
        // while searching: the pc of an access whose scheduling point was just passed (see "visible" below)
        int checked = -1;
        // the frame the loop runs: its method, code and slots, and its pc and sp (kept here, stored back
        // into f when leaving it); loaded again after a call, a return or an exception switched frames
        VmMethod m = f.method;
        byte[] code = m.code, ops = m.ops != null ? m.ops : prepare(m);
        Object[] links = m.links;
        long[] p = f.p;
        VmObject[] r = f.r;
        int pc = f.pc, sp = f.sp;
        try {
            // one loop, one instruction per iteration: the host JIT compiles a method's loops one
            // on-stack replacement each, and this method takes C1 a third of a second to compile
            while (true) {
                reload: {
                int status;
                try {
                    leave: {
                        VmMethod target;
                        int base;
                        int op, jump;
                        call: {
                        initWait: {
                        visible: {
                        branch: {
                        count++;
                        op = ops[pc] & 0xff;
                        if (traced && (pc != tracedPc || f != tracedFrame)) {
                            f.pc = pc; f.sp = sp;
                            tracedFrame = f;
                            tracedPc = pc;
                            vm.hooks.instruction(t, f, code[pc] & 0xff);
                            if (op >= F_IFCMP && op <= F_IINC_GOTO) op = code[pc] & 0xff; // one instruction at a time: not fused
                        }
                        // dispatch: range tests down to one of a dozen small switches (then the rest's), not
                        // one switch: C1, the host JIT ./jvsim runs, compiles a switch to a chain of compares
                        // in key order (a jump table is C2's), so an instruction late in one big switch,
                        // such as a quick field access or a conditional branch, would cost a hundred compares
                        if (op < 132) {
                            if (op < 79) {
                                if (op < 54) {
                                    if (op < 26) {
                                        switch (op) { // 0..25
                                            case NOP: pc++; continue;
                                            case ACONST_NULL: r[sp] = null; sp++; pc++; continue;
                                            case ICONST_M1: case ICONST_0: case ICONST_1: case ICONST_2: case ICONST_3: case ICONST_4: case ICONST_5:
                                                p[sp] = op - ICONST_0; r[sp] = null; sp++; pc++; continue;
                                            case LCONST_0: case LCONST_1: p[sp] = op - LCONST_0; r[sp] = null; sp += 2; pc++; continue;
                                            case FCONST_0: case FCONST_1: case FCONST_2: p[sp] = Values.ofFloat(op - FCONST_0); r[sp] = null; sp++; pc++; continue;
                                            case DCONST_0: case DCONST_1: p[sp] = Values.ofDouble(op - DCONST_0); r[sp] = null; sp += 2; pc++; continue;
                                            case BIPUSH: p[sp] = code[pc + 1]; r[sp] = null; sp++; pc += 2; continue;
                                            case SIPUSH: p[sp] = (short) (((code[pc + 1] & 0xff) << 8) | (code[pc + 2] & 0xff)); r[sp] = null; sp++; pc += 3; continue;
                                            case ILOAD: case FLOAD: { int i = code[pc + 1] & 0xff; p[sp] = p[i]; r[sp] = null; sp++; pc += 2; continue; }
                                            case LLOAD: case DLOAD: { int i = code[pc + 1] & 0xff; p[sp] = p[i]; r[sp] = null; sp += 2; pc += 2; continue; }
                                            case ALOAD: { int i = code[pc + 1] & 0xff; r[sp] = r[i]; p[sp] = p[i]; sp++; pc += 2; continue; }
                                        }
                                    } else {
                                        switch (op) { // 26..53
                                            case 26: case 27: case 28: case 29: p[sp] = p[op - 26]; r[sp] = null; sp++; pc++; continue;
                                            case 30: case 31: case 32: case 33: p[sp] = p[op - 30]; r[sp] = null; sp += 2; pc++; continue;
                                            case 34: case 35: case 36: case 37: p[sp] = p[op - 34]; r[sp] = null; sp++; pc++; continue;
                                            case 38: case 39: case 40: case 41: p[sp] = p[op - 38]; r[sp] = null; sp += 2; pc++; continue;
                                            case 42: case 43: case 44: case 45: r[sp] = r[op - 42]; p[sp] = p[op - 42]; sp++; pc++; continue;
                                            case IALOAD: { if (pts) { if (pc != checked) break visible; checked = -1; } int i = (int) p[sp - 1]; VmObject a = r[sp - 2]; if (a == null || i < 0 || i >= a.length) throw arrayError(a, i); p[sp - 2] = ((int[]) a.arr)[i]; r[sp - 2] = null; sp--; pc++; continue; }
                                            case AALOAD: { if (pts) { if (pc != checked) break visible; checked = -1; } int i = (int) p[sp - 1]; VmObject a = r[sp - 2]; if (a == null || i < 0 || i >= a.length) throw arrayError(a, i); r[sp - 2] = a.r[i]; sp--; pc++; continue; }
                                            case BALOAD: {
                                                if (pts) { if (pc != checked) break visible; checked = -1; }
                                                int i = (int) p[sp - 1];
                                                VmObject a = r[sp - 2]; if (a == null || i < 0 || i >= a.length) throw arrayError(a, i);
                                                p[sp - 2] = a.arr instanceof byte[] ? ((byte[]) a.arr)[i] : (((boolean[]) a.arr)[i] ? 1 : 0);
                                                r[sp - 2] = null; sp--; pc++; continue;
                                            }
                                            case CALOAD: { if (pts) { if (pc != checked) break visible; checked = -1; } int i = (int) p[sp - 1]; VmObject a = r[sp - 2]; if (a == null || i < 0 || i >= a.length) throw arrayError(a, i); p[sp - 2] = ((char[]) a.arr)[i]; r[sp - 2] = null; sp--; pc++; continue; }
                                        }
                                    }
                                } else {
                                    switch (op) { // 54..78
                                        case ISTORE: case FSTORE: { int i = code[pc + 1] & 0xff; sp--; p[i] = p[sp]; r[i] = null; pc += 2; continue; }
                                        case LSTORE: case DSTORE: { int i = code[pc + 1] & 0xff; sp -= 2; p[i] = p[sp]; r[i] = null; pc += 2; continue; }
                                        case ASTORE: { int i = code[pc + 1] & 0xff; sp--; r[i] = r[sp]; p[i] = p[sp]; pc += 2; continue; }
                                        case 59: case 60: case 61: case 62: sp--; p[op - 59] = p[sp]; r[op - 59] = null; pc++; continue;
                                        case 63: case 64: case 65: case 66: sp -= 2; p[op - 63] = p[sp]; r[op - 63] = null; pc++; continue;
                                        case 67: case 68: case 69: case 70: sp--; p[op - 67] = p[sp]; r[op - 67] = null; pc++; continue;
                                        case 71: case 72: case 73: case 74: sp -= 2; p[op - 71] = p[sp]; r[op - 71] = null; pc++; continue;
                                        case 75: case 76: case 77: case 78: sp--; r[op - 75] = r[sp]; p[op - 75] = p[sp]; pc++; continue;
                                    }
                                }
                            } else {
                                if (op < 116) {
                                    if (op < 96) {
                                        switch (op) { // 79..95
                                            case IASTORE: { if (pts) { if (pc != checked) break visible; checked = -1; } int i = (int) p[sp - 2]; VmObject a = r[sp - 3]; if (a == null || i < 0 || i >= a.length) throw arrayError(a, i); if (a.mark != heap.epoch) heap.touch(a); ((int[]) a.arr)[i] = (int) p[sp - 1]; sp -= 3; pc++; continue; }
                                            case AASTORE: {
                                                if (pts) { if (pc != checked) break visible; checked = -1; }
                                                int i = (int) p[sp - 2];
                                                VmObject a = r[sp - 3]; if (a == null || i < 0 || i >= a.length) throw arrayError(a, i);
                                                VmObject v = r[sp - 1];
                                                if (v != null && v.cls != a.cls.component && !v.cls.isSubclassOf(a.cls.component)) throw arrayStore(v);
                                                if (pts && a.shared) vm.publish(v);
                                                if (a.mark != heap.epoch) heap.touch(a);
                                                a.r[i] = v; sp -= 3; pc++; continue;
                                            }
                                            case BASTORE: {
                                                if (pts) { if (pc != checked) break visible; checked = -1; }
                                                int i = (int) p[sp - 2];
                                                VmObject a = r[sp - 3]; if (a == null || i < 0 || i >= a.length) throw arrayError(a, i);
                                                if (a.mark != heap.epoch) heap.touch(a);
                                                if (a.arr instanceof byte[]) ((byte[]) a.arr)[i] = (byte) p[sp - 1];
                                                else ((boolean[]) a.arr)[i] = (p[sp - 1] & 1) != 0;
                                                sp -= 3; pc++; continue;
                                            }
                                            case CASTORE: { if (pts) { if (pc != checked) break visible; checked = -1; } int i = (int) p[sp - 2]; VmObject a = r[sp - 3]; if (a == null || i < 0 || i >= a.length) throw arrayError(a, i); if (a.mark != heap.epoch) heap.touch(a); ((char[]) a.arr)[i] = (char) p[sp - 1]; sp -= 3; pc++; continue; }
                                            case POP: sp--; r[sp] = null; pc++; continue;
                                            case POP2: sp -= 2; r[sp] = null; r[sp + 1] = null; pc++; continue;
                                            case DUP: p[sp] = p[sp - 1]; r[sp] = r[sp - 1]; sp++; pc++; continue;
                                            case DUP_X1: {
                                                p[sp] = p[sp - 1]; r[sp] = r[sp - 1];
                                                p[sp - 1] = p[sp - 2]; r[sp - 1] = r[sp - 2];
                                                p[sp - 2] = p[sp]; r[sp - 2] = r[sp];
                                                sp++; pc++; continue;
                                            }
                                            case DUP2: {
                                                p[sp] = p[sp - 2]; r[sp] = r[sp - 2];
                                                p[sp + 1] = p[sp - 1]; r[sp + 1] = r[sp - 1];
                                                sp += 2; pc++; continue;
                                            }
                                            case SWAP: {
                                                long tp = p[sp - 1]; VmObject tr = r[sp - 1];
                                                p[sp - 1] = p[sp - 2]; r[sp - 1] = r[sp - 2];
                                                p[sp - 2] = tp; r[sp - 2] = tr;
                                                pc++; continue;
                                            }
                                        }
                                    } else {
                                        switch (op) { // 96..115
                                            case IADD: sp--; p[sp - 1] = (int) p[sp - 1] + (int) p[sp]; pc++; continue;
                                            case LADD: sp -= 2; p[sp - 2] = p[sp - 2] + p[sp]; pc++; continue;
                                            case ISUB: sp--; p[sp - 1] = (int) p[sp - 1] - (int) p[sp]; pc++; continue;
                                            case LSUB: sp -= 2; p[sp - 2] = p[sp - 2] - p[sp]; pc++; continue;
                                            case IMUL: sp--; p[sp - 1] = (int) p[sp - 1] * (int) p[sp]; pc++; continue;
                                            case LMUL: sp -= 2; p[sp - 2] = p[sp - 2] * p[sp]; pc++; continue;
                                            case IDIV: { int b = (int) p[sp - 1]; if (b == 0) throw divZero(); sp--; p[sp - 1] = (int) p[sp - 1] / b; pc++; continue; }
                                            case LDIV: { long b = p[sp - 2]; if (b == 0) throw divZero(); sp -= 2; p[sp - 2] = p[sp - 2] / b; pc++; continue; }
                                            case IREM: { int b = (int) p[sp - 1]; if (b == 0) throw divZero(); sp--; p[sp - 1] = (int) p[sp - 1] % b; pc++; continue; }
                                            case LREM: { long b = p[sp - 2]; if (b == 0) throw divZero(); sp -= 2; p[sp - 2] = p[sp - 2] % b; pc++; continue; }
                                        }
                                    }
                                } else {
                                    switch (op) { // 116..131
                                        case INEG: p[sp - 1] = -(int) p[sp - 1]; pc++; continue;
                                        case LNEG: p[sp - 2] = -p[sp - 2]; pc++; continue;
                                        case ISHL: sp--; p[sp - 1] = (int) p[sp - 1] << ((int) p[sp] & 31); pc++; continue;
                                        case LSHL: sp--; p[sp - 2] = p[sp - 2] << ((int) p[sp] & 63); pc++; continue;
                                        case ISHR: sp--; p[sp - 1] = (int) p[sp - 1] >> ((int) p[sp] & 31); pc++; continue;
                                        case LSHR: sp--; p[sp - 2] = p[sp - 2] >> ((int) p[sp] & 63); pc++; continue;
                                        case IUSHR: sp--; p[sp - 1] = (int) p[sp - 1] >>> ((int) p[sp] & 31); pc++; continue;
                                        case LUSHR: sp--; p[sp - 2] = p[sp - 2] >>> ((int) p[sp] & 63); pc++; continue;
                                        case IAND: sp--; p[sp - 1] = (int) p[sp - 1] & (int) p[sp]; pc++; continue;
                                        case LAND: sp -= 2; p[sp - 2] = p[sp - 2] & p[sp]; pc++; continue;
                                        case IOR: sp--; p[sp - 1] = (int) p[sp - 1] | (int) p[sp]; pc++; continue;
                                        case LOR: sp -= 2; p[sp - 2] = p[sp - 2] | p[sp]; pc++; continue;
                                        case IXOR: sp--; p[sp - 1] = (int) p[sp - 1] ^ (int) p[sp]; pc++; continue;
                                        case LXOR: sp -= 2; p[sp - 2] = p[sp - 2] ^ p[sp]; pc++; continue;
                                    }
                                }
                            }
                        } else {
                            if (op < 172) {
                                if (op < 159) {
                                    if (op < 153) {
                                        switch (op) { // 132..152
                                            case IINC: { int i = code[pc + 1] & 0xff; p[i] = (int) p[i] + code[pc + 2]; pc += 3; continue; }
                                            case I2L: p[sp] = 0; r[sp] = null; sp++; pc++; continue; // int slots are already sign-extended
                                            case L2I: sp--; p[sp - 1] = (int) p[sp - 1]; pc++; continue;
                                            case I2B: p[sp - 1] = (byte) p[sp - 1]; pc++; continue;
                                            case I2C: p[sp - 1] = (char) p[sp - 1]; pc++; continue;
                                            case I2S: p[sp - 1] = (short) p[sp - 1]; pc++; continue;
                                            case LCMP: sp -= 3; p[sp - 1] = Long.compare(p[sp - 1], p[sp + 1]); pc++; continue;
                                        }
                                    } else {
                                        switch (op) { // 153..158
                                            // conditional branches: jump is 1 when taken, computed without host branches, so
                                            // that the JIT, which compiles a branch never seen taken (or not taken) as a trap,
                                            // does not deoptimize whenever the target program's branches change direction
                                            case IFEQ: { int v = (int) p[--sp]; jump = ((v | -v) >>> 31) ^ 1; break branch; }
                                            case IFNE: { int v = (int) p[--sp]; jump = (v | -v) >>> 31; break branch; }
                                            case IFLT: jump = (int) p[--sp] >>> 31; break branch;
                                            case IFGE: jump = ~(int) p[--sp] >>> 31; break branch;
                                            case IFGT: { int v = (int) p[--sp]; jump = (-v & ~v) >>> 31; break branch; }
                                            case IFLE: { int v = (int) p[--sp]; jump = ((-v & ~v) >>> 31) ^ 1; break branch; }
                                        }
                                    }
                                } else {
                                    switch (op) { // 159..171
                                        // two ints: their difference as a long cannot overflow
                                        case IF_ICMPEQ: { sp -= 2; long d = (long) (int) p[sp] - (int) p[sp + 1]; jump = (int) ((d | -d) >>> 63) ^ 1; break branch; }
                                        case IF_ICMPNE: { sp -= 2; long d = (long) (int) p[sp] - (int) p[sp + 1]; jump = (int) ((d | -d) >>> 63); break branch; }
                                        case IF_ICMPLT: { sp -= 2; long d = (long) (int) p[sp] - (int) p[sp + 1]; jump = (int) (d >>> 63); break branch; }
                                        case IF_ICMPGE: { sp -= 2; long d = (long) (int) p[sp] - (int) p[sp + 1]; jump = (int) (d >>> 63) ^ 1; break branch; }
                                        case IF_ICMPGT: { sp -= 2; long d = (long) (int) p[sp] - (int) p[sp + 1]; jump = (int) (-d >>> 63); break branch; }
                                        case IF_ICMPLE: { sp -= 2; long d = (long) (int) p[sp] - (int) p[sp + 1]; jump = (int) (-d >>> 63) ^ 1; break branch; }
                                        case IF_ACMPEQ: case IF_ACMPNE: {
                                            sp -= 2;
                                            boolean same = r[sp] == r[sp + 1];
                                            r[sp] = null; r[sp + 1] = null;
                                            jump = same == (op == IF_ACMPEQ) ? 1 : 0;
                                            break branch;
                                        }
                                        case GOTO: jump = 1; break branch;
                                        case TABLESWITCH: case LOOKUPSWITCH: {
                                            int off = op == TABLESWITCH ? tableSwitch(code, pc, (int) p[--sp]) : lookupSwitch(code, pc, (int) p[--sp]);
                                            pc += off;
                                            if (off <= 0 && --budget <= 0) { status = YIELD; break leave; }
                                            continue;
                                        }
                                    }
                                }
                            } else {
                                if (op < 214) {
                                    if (op < 203) {
                                        switch (op) { // 172..202
                                            case IFNULL: case IFNONNULL: {
                                                VmObject a = r[--sp];
                                                r[sp] = null;
                                                jump = (a == null) == (op == IFNULL) ? 1 : 0;
                                                break branch;
                                            }
                                            case GOTO_W: {
                                                int off = s4(code, pc + 1);
                                                pc += off;
                                                if (off <= 0 && --budget <= 0) { status = YIELD; break leave; }
                                                continue;
                                            }
                                            case IRETURN: case FRETURN: case LRETURN: case DRETURN: case ARETURN: case RETURN: {
                                                long pv = 0; VmObject rv = null;
                                                if (op == ARETURN) rv = r[sp - 1];
                                                else if (op == LRETURN || op == DRETURN) pv = p[sp - 2];
                                                else if (op != RETURN) pv = narrowReturn(m.returnKind, p[sp - 1]);
                                                f.pc = pc; f.sp = sp;
                                                Frame next = f.kind == Frame.NORMAL && f.lock == null && f.caller != null ? returnTo(t, f, pv, rv) : doReturn(t, f, pv, rv);
                                                if (next == null) return exitStatus;
                                                f = next;
                                                break reload;
                                            }
                                            case NEWARRAY: r[sp - 1] = newArray(f, pc, vm.primitiveArray(code[pc + 1]), (int) p[sp - 1]); p[sp - 1] = 0; pc += 2; continue;
                                            case ARRAYLENGTH: {
                                                VmObject a = r[sp - 1];
                                                if (a == null) throw npe();
                                                p[sp - 1] = a.length; r[sp - 1] = null;
                                                pc++; continue;
                                            }
                                            case ATHROW: {
                                                VmObject e = r[sp - 1];
                                                if (e == null) throw npe();
                                                throw new GuestException(e);
                                            }
                                        }
                                    } else {
                                        switch (op) { // 203..213
                                            case Q_LDC: p[sp] = (Long) links[pc]; r[sp] = null; sp++; pc += 2; continue;
                                            case Q_LDC_W: p[sp] = (Long) links[pc]; r[sp] = null; sp++; pc += 3; continue;
                                            case Q_LDC2_W: p[sp] = (Long) links[pc]; r[sp] = null; sp += 2; pc += 3; continue;
                                            case Q_GETSTATIC: {
                                                VmField fd = (VmField) links[pc];
                                                VmClass owner = fd.owner;
                                                if (owner.initState != VmClass.INITIALIZED && ensureAt(t, f, pc, owner)) break initWait;
                                                if (pts) { if (pc != checked) break visible; checked = -1; } // after initialization, which is no scheduling point
                                                if (fd.isRef) { r[sp] = owner.staticR[fd.slot]; sp++; }
                                                else { p[sp] = owner.staticP[fd.slot]; r[sp] = null; sp += fd.wide ? 2 : 1; }
                                                pc += 3; continue;
                                            }
                                            case Q_PUTSTATIC: {
                                                VmField fd = (VmField) links[pc];
                                                VmClass owner = fd.owner;
                                                if (owner.initState != VmClass.INITIALIZED && ensureAt(t, f, pc, owner)) break initWait;
                                                if (pts) {
                                                    if (pc != checked) break visible;
                                                    checked = -1;
                                                    if (fd.isRef) vm.publish(r[sp - 1]);
                                                }
                                                if (owner.mark != heap.epoch) heap.touch(owner);
                                                if (fd.isRef) { sp--; owner.staticR[fd.slot] = r[sp]; r[sp] = null; }
                                                else if (fd.wide) { sp -= 2; owner.staticP[fd.slot] = p[sp]; }
                                                else { sp--; owner.staticP[fd.slot] = Values.narrow(fd.kind, p[sp]); }
                                                pc += 3; continue;
                                            }
                                            case Q_GETFIELD_I: case Q_GETFIELD_J: {
                                                if (pts) { if (pc != checked) break visible; checked = -1; }
                                                VmField fd = (VmField) links[pc];
                                                VmObject o = r[sp - 1];
                                                if (o == null) throw npe();
                                                p[sp - 1] = o.p[fd.slot]; r[sp - 1] = null;
                                                if (op == Q_GETFIELD_J) { r[sp] = null; sp++; }
                                                pc += 3; continue;
                                            }
                                            case Q_GETFIELD_A: {
                                                if (pts) { if (pc != checked) break visible; checked = -1; }
                                                VmField fd = (VmField) links[pc];
                                                VmObject o = r[sp - 1];
                                                if (o == null) throw npe();
                                                r[sp - 1] = o.r[fd.slot];
                                                pc += 3; continue;
                                            }
                                            case Q_PUTFIELD_I: case Q_PUTFIELD_N: {
                                                if (pts) { if (pc != checked) break visible; checked = -1; }
                                                VmField fd = (VmField) links[pc];
                                                VmObject o = r[sp - 2];
                                                if (o == null) throw npe();
                                                // int and float fields: Values.narrow is the cast to int
                                                if (o.mark != heap.epoch) heap.touch(o);
                                                o.p[fd.slot] = op == Q_PUTFIELD_I ? (int) p[sp - 1] : Values.narrow(fd.kind, p[sp - 1]);
                                                sp -= 2; r[sp] = null;
                                                pc += 3; continue;
                                            }
                                            case Q_PUTFIELD_J: {
                                                if (pts) { if (pc != checked) break visible; checked = -1; }
                                                VmField fd = (VmField) links[pc];
                                                VmObject o = r[sp - 3];
                                                if (o == null) throw npe();
                                                if (o.mark != heap.epoch) heap.touch(o);
                                                o.p[fd.slot] = p[sp - 2];
                                                sp -= 3; r[sp] = null;
                                                pc += 3; continue;
                                            }
                                        }
                                    }
                                } else {
                                    switch (op) { // 214..255
                                        case Q_PUTFIELD_A: {
                                            if (pts) { if (pc != checked) break visible; checked = -1; }
                                            VmField fd = (VmField) links[pc];
                                            VmObject o = r[sp - 2];
                                            if (o == null) throw npe();
                                            if (pts) {
                                                VmObject v = r[sp - 1];
                                                if (o.shared) vm.publish(v);
                                                if (v != null && v.claimable) policy.stored(t, o, v);
                                            }
                                            if (o.mark != heap.epoch) heap.touch(o);
                                            o.r[fd.slot] = r[sp - 1];
                                            sp -= 2; r[sp] = null; r[sp + 1] = null;
                                            pc += 3; continue;
                                        }
                                        case Q_INVOKEVIRTUAL: {
                                            MethodRef mr = (MethodRef) links[pc];
                                            base = sp - mr.method.argSlots;
                                            VmObject recv = r[base];
                                            if (recv == null) throw npe();
                                            target = recv.cls.vtable[mr.vindex];
                                            break call;
                                        }
                                        case Q_INVOKEDIRECT:
                                            target = (VmMethod) links[pc];
                                            base = sp - target.argSlots;
                                            if (r[base] == null) throw npe();
                                            break call;
                                        case Q_INVOKEINTERFACE: {
                                            MethodRef mr = (MethodRef) links[pc];
                                            base = sp - mr.method.argSlots;
                                            VmObject recv = r[base];
                                            if (recv == null) throw npe();
                                            target = mr.lastClass == recv.cls ? mr.lastTarget : interfaceTarget(mr, recv.cls);
                                            break call;
                                        }
                                        case Q_INVOKESTATIC:
                                            target = (VmMethod) links[pc];
                                            if (target.owner.initState != VmClass.INITIALIZED && ensureAt(t, f, pc, target.owner)) break initWait;
                                            base = sp - target.argSlots;
                                            break call;
                                        case Q_NEW: {
                                            VmClass k = (VmClass) links[pc];
                                            if (k.initState != VmClass.INITIALIZED && ensureAt(t, f, pc, k)) break initWait;
                                            f.pc = pc; // the allocation site, for listeners
                                            r[sp] = heap.newObject(k); p[sp] = 0; sp++;
                                            pc += 3; continue;
                                        }
                                        case Q_ANEWARRAY: r[sp - 1] = newArray(f, pc, classes.arrayOf((VmClass) links[pc]), (int) p[sp - 1]); p[sp - 1] = 0; pc += 3; continue;
                                        case Q_CHECKCAST: {
                                            VmObject o = r[sp - 1];
                                            if (o != null) {
                                                VmClass k = (VmClass) links[pc];
                                                if (o.cls != k && !o.cls.isSubclassOf(k))
                                                    throw classCast(o, k);
                                            }
                                            pc += 3; continue;
                                        }
                                        case Q_INSTANCEOF: {
                                            VmObject o = r[sp - 1];
                                            int res = 0;
                                            if (o != null) {
                                                VmClass k = (VmClass) links[pc];
                                                res = (o.cls == k || o.cls.isSubclassOf(k)) ? 1 : 0;
                                            }
                                            p[sp - 1] = res; r[sp - 1] = null;
                                            pc += 3; continue;
                                        }
                                        // fused sequences (see fuse): the instructions' work and count in one dispatch;
                                        // the reference parts of the stack slots they used are cleared as theirs were
                                        case F_IFCMP: {
                                            int[] q = (int[]) links[pc];
                                            long d = (long) (int) p[q[0]] - (q[2] != 0 ? q[1] : (int) p[q[1]]);
                                            // one bit for less (1), equal (2), greater (4); q[3] has those of the condition
                                            int rel = (int) (d >>> 63) | (int) (((d | -d) >>> 63) ^ 1) << 1 | (int) (-d >>> 63) << 2;
                                            jump = ((rel & q[3]) + 7) >>> 3;
                                            r[sp] = null; r[sp + 1] = null;
                                            pc = q[4]; count += 2;
                                            break branch;
                                        }
                                        case F_ADD_STORE: {
                                            int[] q = (int[]) links[pc];
                                            int v = (int) p[q[0]] + q[3] * (q[2] != 0 ? q[1] : (int) p[q[1]]);
                                            r[sp] = null; r[sp + 1] = null;
                                            p[q[4]] = v; r[q[4]] = null;
                                            pc = q[5]; count += 3;
                                            continue;
                                        }
                                        case F_IINC_GOTO: {
                                            int i = code[pc + 1] & 0xff;
                                            p[i] = (int) p[i] + code[pc + 2];
                                            pc += 3; count++;
                                            jump = 1;
                                            break branch;
                                        }
                                    }
                                }
                            }
                        }
                        // the rest: floating point (rare in the programs jvsim checks; the switches above leave
                        // no other opcode from FADD to DCMPG), rare instructions, the first execution of those
                        // that resolve a constant-pool entry, and bytes that are no opcode (slow throws)
                        if (op >= FADD && op <= DCMPG) { sp = floating(p, r, sp, op); pc++; continue; }
                        f.pc = pc; f.sp = sp;
                        int s = slow(t, f, op, pts);
                        if (s >= 0) { switchTo = null; return s; }
                        // one path for all outcomes (no branch the JIT might compile out and deoptimize on)
                        count += s - NEXT; // REDISPATCH: the quick form runs next and counts itself
                        f = switchTo;
                        switchTo = null;
                        break reload;
                        } // branch: a conditional branch or goto, taken when jump is 1; a jump back (or to itself) uses up one unit of budget
                        if (jump != 0) {
                            int off = s2(code, pc + 1);
                            pc += off;
                            if (off <= 0 && --budget <= 0) { status = YIELD; break leave; }
                        } else pc += 3;
                        continue;
                        } // visible: while searching, an access that may be a scheduling point; checked first, then run
                        if (mustStop(t, m, links, p, r, pc, sp, op)) { status = POINT; break leave; }
                        checked = pc;
                        count--;
                        continue;
                        } // initWait: initializer frames were pushed, t waits for another thread's, or it stopped before the initialization lock; the instruction runs again later
                        f.pc = pc; f.sp = sp;
                        if (t.atPoint) return POINT;
                        if (t.state != VmThread.State.RUNNABLE) return BLOCKED;
                        f = t.top;
                        break reload;
                        } // call: invoke target with the arguments at [base, sp)
                        if (--budget <= 0) { status = YIELD; break leave; } // preempted before the call, which re-executes
                        if (target.emptyVoid && target.nativeImpl == null && target.events == 0 && t.depth < t.stackLimit) {
                            // a method that only returns (Object.<init>, empty hooks): what its frame would do, without it
                            java.util.Arrays.fill(r, base, sp, null); // not a loop of run(): see its one loop
                            sp = base;
                            pc += INVOKE_LENGTH[code[pc] & 0xff];
                            count++; // its return instruction
                            continue;
                        }
                        f.pc = pc; f.sp = sp;
                        Frame next = invoke(t, f, target, base);
                        if (next == null) return exitStatus;
                        f = next;
                        break reload;
                    }
                    // leave: stopped before the instruction at pc (scheduling point, or budget used up)
                    f.pc = pc; f.sp = sp;
                    return status;
                } catch (GuestException e) {
                    f.pc = pc; f.sp = sp;
                    f = unwind(t, f, e.exception);
                    if (f == null) return exitStatus;
                } catch (ThrowNew e) {
                    f.pc = pc; f.sp = sp;
                    f = throwNew(t, f, e);
                    if (f == null) return exitStatus;
                } catch (LinkageFailure e) {
                    f.pc = pc; f.sp = sp;
                    f = throwNew(t, f, new ThrowNew(e.errorClass, e.getMessage()));
                    if (f == null) return exitStatus;
                }
                } // reload: f is another frame (or the same, to run an instruction again after slow)
                m = f.method;
                code = m.code;
                ops = m.ops != null ? m.ops : prepare(m);
                links = m.links;
                p = f.p;
                r = f.r;
                pc = f.pc;
                sp = f.sp;
            }
        } finally {
            instructions += count;
        }
    }

    /** doReturn for a NORMAL frame without monitor and with a caller: pushes the result there. */
    private static Frame returnTo(VmThread t, Frame f, long pv, VmObject rv) {
        Frame c = f.caller;
        t.top = c;
        t.depth--;
        char k = f.method.returnKind;
        int sp = c.sp;
        if (k == 'L') { c.r[sp] = rv; c.p[sp] = 0; c.sp = sp + 1; }
        else if (k == 'J' || k == 'D') { c.p[sp] = pv; c.r[sp] = null; c.sp = sp + 2; }
        else if (k != 'V') { c.p[sp] = pv; c.r[sp] = null; c.sp = sp + 1; }
        c.pc += invokeLength(c);
        return c;
    }

    /** Floating-point arithmetic, conversions and comparisons (rare in the programs jvsim checks); returns the new sp. */
    private static int floating(long[] p, VmObject[] r, int sp, int op) {
        switch (op) {
            case FADD: sp--; p[sp - 1] = Values.ofFloat(Values.toFloat(p[sp - 1]) + Values.toFloat(p[sp])); return sp;
            case DADD: sp -= 2; p[sp - 2] = Values.ofDouble(Values.toDouble(p[sp - 2]) + Values.toDouble(p[sp])); return sp;
            case FSUB: sp--; p[sp - 1] = Values.ofFloat(Values.toFloat(p[sp - 1]) - Values.toFloat(p[sp])); return sp;
            case DSUB: sp -= 2; p[sp - 2] = Values.ofDouble(Values.toDouble(p[sp - 2]) - Values.toDouble(p[sp])); return sp;
            case FMUL: sp--; p[sp - 1] = Values.ofFloat(Values.toFloat(p[sp - 1]) * Values.toFloat(p[sp])); return sp;
            case DMUL: sp -= 2; p[sp - 2] = Values.ofDouble(Values.toDouble(p[sp - 2]) * Values.toDouble(p[sp])); return sp;
            case FDIV: sp--; p[sp - 1] = Values.ofFloat(Values.toFloat(p[sp - 1]) / Values.toFloat(p[sp])); return sp;
            case DDIV: sp -= 2; p[sp - 2] = Values.ofDouble(Values.toDouble(p[sp - 2]) / Values.toDouble(p[sp])); return sp;
            case FREM: sp--; p[sp - 1] = Values.ofFloat(Values.toFloat(p[sp - 1]) % Values.toFloat(p[sp])); return sp;
            case DREM: sp -= 2; p[sp - 2] = Values.ofDouble(Values.toDouble(p[sp - 2]) % Values.toDouble(p[sp])); return sp;
            case FNEG: p[sp - 1] = Values.ofFloat(-Values.toFloat(p[sp - 1])); return sp;
            case DNEG: p[sp - 2] = Values.ofDouble(-Values.toDouble(p[sp - 2])); return sp;
            case I2F: p[sp - 1] = Values.ofFloat((float) (int) p[sp - 1]); return sp;
            case I2D: p[sp - 1] = Values.ofDouble((int) p[sp - 1]); r[sp] = null; sp++; return sp;
            case L2F: sp--; p[sp - 1] = Values.ofFloat((float) p[sp - 1]); return sp;
            case L2D: p[sp - 2] = Values.ofDouble((double) p[sp - 2]); return sp;
            case F2I: p[sp - 1] = (int) Values.toFloat(p[sp - 1]); return sp;
            case F2L: p[sp - 1] = (long) Values.toFloat(p[sp - 1]); r[sp] = null; sp++; return sp;
            case F2D: p[sp - 1] = Values.ofDouble(Values.toFloat(p[sp - 1])); r[sp] = null; sp++; return sp;
            case D2I: sp--; p[sp - 1] = (int) Values.toDouble(p[sp - 1]); return sp;
            case D2L: p[sp - 2] = (long) Values.toDouble(p[sp - 2]); return sp;
            case D2F: sp--; p[sp - 1] = Values.ofFloat((float) Values.toDouble(p[sp - 1])); return sp;
            case FCMPL: case FCMPG: sp--; p[sp - 1] = fcmp(p[sp - 1], p[sp], op == FCMPG ? 1 : -1); return sp;
            case DCMPL: case DCMPG: sp -= 3; p[sp - 1] = dcmp(p[sp - 1], p[sp + 1], op == DCMPG ? 1 : -1); return sp;
            default: throw new IllegalStateException("not a floating-point opcode: " + op);
        }
    }

    private static long fcmp(long x, long y, int nan) {
        float a = Values.toFloat(x), b = Values.toFloat(y);
        return a > b ? 1 : a == b ? 0 : a < b ? -1 : nan;
    }

    private static long dcmp(long x, long y, int nan) {
        double a = Values.toDouble(x), b = Values.toDouble(y);
        return a > b ? 1 : a == b ? 0 : a < b ? -1 : nan;
    }

    /** tableswitch: the branch offset for key. */
    private static int tableSwitch(byte[] code, int pc, int key) {
        int base = (pc + 4) & ~3;
        int def = s4(code, base), lo = s4(code, base + 4), hi = s4(code, base + 8);
        return key >= lo && key <= hi ? s4(code, base + 12 + 4 * (key - lo)) : def;
    }

    /** Results of {@link #slow} other than a status for {@link #run} to return. */
    private static final int NEXT = -1, REDISPATCH = -2, SWITCH = -1;
    /** The frame to continue with after {@link #slow} returned NEXT, REDISPATCH or SWITCH. */
    private Frame switchTo;

    /**
     * Executes a rare instruction, or the first execution of one that resolves a constant-pool
     * entry, with f.pc and f.sp current. Returns NEXT (f continues at its pc and sp), REDISPATCH
     * (the instruction was rewritten to its quick form, which is to run now), SWITCH (another
     * frame continues), all three with the frame to continue in {@link #switchTo}; or a status
     * for run to return. Throws before changing f (a VerifyError for a byte that is no opcode).
     */
    private int slow(VmThread t, Frame f, int op, boolean pts) {
        switchTo = f;
        final VmMethod m = f.method;
        final byte[] code = m.code;
        final long[] p = f.p;
        final VmObject[] r = f.r;
        final VmClass cls = m.owner;
        final int pc = f.pc;
        int sp = f.sp;
        switch (op) {
            case LDC: case LDC_W: case LDC2_W: {
                int idx = op == LDC ? code[pc + 1] & 0xff : u2(code, pc + 1);
                Object c = cls.cpCache[idx];
                if (c == null && resolver.resolvedByJava(cls, idx)) c = vm.linkConstant(cls, idx);
                if (c instanceof VmMethod) {
                    // a method type, method handle or dynamic constant: its thunk returns it
                    VmMethod get = (VmMethod) c;
                    if (get.owner.initState != VmClass.INITIALIZED && init.ensure(t, get.owner)) return initWait(t);
                    Frame next = invoke(t, f, get, sp);
                    if (next == null) return exitStatus;
                    switchTo = next;
                    return SWITCH;
                }
                if (c == null && pts && policy.literalIsPoint()) {
                    // a literal's first resolution interns it: ordered with String.intern of equal contents (see SchedulingPolicy#literalIsPoint)
                    String lit = resolver.literal(cls, idx);
                    if (lit != null) {
                        VmObject table = vm.known.string.mirror();
                        if (stop(t, vm.heap.internedStrings().containsKey(lit) ? Op.READ : Op.RMW, table, Op.stringTableKey(lit.hashCode()), m, pc)) {
                            t.pending.what = "the string table";
                            return POINT;
                        }
                        if (t.refineTarget != null && vm.heap.internedStrings().containsKey(lit)) t.refineTarget.kind = Op.READ;
                    }
                }
                if (c == null) c = resolver.resolveConstant(cls, idx);
                if (c instanceof Long) {
                    // numbers never change; strings and classes are looked up each time, as a
                    // state restore clears the cache entries of literals resolved after its snapshot
                    quicken(m, pc, op == LDC ? Q_LDC : op == LDC_W ? Q_LDC_W : Q_LDC2_W, c);
                    return REDISPATCH;
                }
                if (c instanceof VmObject) r[sp] = (VmObject) c;
                else r[sp] = ((VmClass) c).mirror;
                p[sp] = 0;
                f.sp = sp + 1;
                f.pc = pc + (op == LDC ? 2 : 3);
                return NEXT;
            }
            case GETSTATIC: case PUTSTATIC: {
                int idx = u2(code, pc + 1);
                Object c = cls.cpCache[idx];
                VmField fd = c instanceof VmField ? (VmField) c : resolver.resolveField(cls, idx, true);
                if (!fd.isStatic()) {
                    // an instance field (resolved by getfield): its class is initialized before the error
                    VmClass owner = fd.owner;
                    if (owner.initState != VmClass.INITIALIZED && init.ensure(t, owner)) return initWait(t);
                    resolver.resolveField(cls, idx, true); // throws IncompatibleClassChangeError
                }
                quicken(m, pc, op == GETSTATIC ? Q_GETSTATIC : Q_PUTSTATIC, fd);
                return REDISPATCH;
            }
            case GETFIELD: case PUTFIELD: {
                int idx = u2(code, pc + 1);
                Object c = cls.cpCache[idx];
                VmField fd = c instanceof VmField && !((VmField) c).isStatic() ? (VmField) c : resolver.resolveField(cls, idx, false);
                int q;
                if (op == GETFIELD) q = fd.isRef ? Q_GETFIELD_A : fd.wide ? Q_GETFIELD_J : Q_GETFIELD_I;
                else q = fd.isRef ? Q_PUTFIELD_A : fd.wide ? Q_PUTFIELD_J : fd.kind == 'I' || fd.kind == 'F' ? Q_PUTFIELD_I : Q_PUTFIELD_N;
                quicken(m, pc, q, fd);
                return REDISPATCH;
            }
            case INVOKEVIRTUAL: case INVOKESPECIAL: case INVOKESTATIC: case INVOKEINTERFACE: {
                int idx = u2(code, pc + 1);
                Object c = cls.cpCache[idx];
                MethodRef mr = c instanceof MethodRef ? (MethodRef) c : resolver.resolveMethod(cls, idx, op);
                VmMethod target = mr.method;
                if (target.polymorphic && target.isStatic() == (op == INVOKESTATIC)) {
                    // MethodHandle's intrinsics and invokers, VarHandle's access modes: never quickened
                    Frame next = vm.polymorphicCall(t, f, mr, cls, idx);
                    if (next == null) return t.atPoint ? POINT : t.state == VmThread.State.RUNNABLE ? YIELD : BLOCKED;
                    switchTo = next;
                    return SWITCH;
                }
                if (op == INVOKESTATIC) {
                    if (!target.isStatic())
                        throw new ThrowNew("java/lang/IncompatibleClassChangeError", "Expected static method '" + target.externalSignature() + "'");
                    quicken(m, pc, Q_INVOKESTATIC, target);
                    return REDISPATCH;
                }
                if (target.isStatic())
                    throw new ThrowNew("java/lang/IncompatibleClassChangeError", "Expecting non-static method '" + target.externalSignature() + "'");
                if (op == INVOKESPECIAL) {
                    VmMethod special = mr.special;
                    if (special == null) { special = specialTarget(cls, target); mr.special = special; }
                    quicken(m, pc, Q_INVOKEDIRECT, special);
                } else if (op == INVOKEVIRTUAL) {
                    if (mr.vindex >= 0) quicken(m, pc, Q_INVOKEVIRTUAL, mr);
                    else quicken(m, pc, Q_INVOKEDIRECT, target);
                } else {
                    quicken(m, pc, Q_INVOKEINTERFACE, mr);
                }
                return REDISPATCH;
            }
            case INVOKEDYNAMIC: {
                int idx = u2(code, pc + 1);
                Object c = cls.cpCache[idx];
                VmMethod target = c instanceof VmMethod ? (VmMethod) c : vm.linkCallSite(cls, idx);
                VmClass owner = target.owner;
                if (owner.initState != VmClass.INITIALIZED && init.ensure(t, owner)) return initWait(t);
                Frame next = invoke(t, f, target, sp - target.argSlots);
                if (next == null) return exitStatus;
                switchTo = next;
                return SWITCH;
            }
            case NEW: {
                int idx = u2(code, pc + 1);
                Object c = cls.cpCache[idx];
                VmClass k = c instanceof VmClass ? (VmClass) c : resolver.resolveClass(cls, idx);
                if (!k.isInterface() && !k.isAbstract()) {
                    quicken(m, pc, Q_NEW, k);
                    return REDISPATCH;
                }
                if (k.initState != VmClass.INITIALIZED || k.isAbstract()) throw new ThrowNew("java/lang/InstantiationError", k.javaName());
                // an initialized interface without ACC_ABSTRACT (a hand-made class file)
                r[sp] = heap.newObject(k); p[sp] = 0;
                f.sp = sp + 1;
                f.pc = pc + 3;
                return NEXT;
            }
            case ANEWARRAY: case CHECKCAST: case INSTANCEOF: {
                if (op != ANEWARRAY && r[sp - 1] == null) {
                    // null passes checkcast and is no instance, without resolving the class
                    if (op == INSTANCEOF) p[sp - 1] = 0;
                    f.pc = pc + 3;
                    return NEXT;
                }
                int idx = u2(code, pc + 1);
                Object c = cls.cpCache[idx];
                VmClass k = c instanceof VmClass ? (VmClass) c : resolver.resolveClass(cls, idx);
                quicken(m, pc, op == ANEWARRAY ? Q_ANEWARRAY : op == CHECKCAST ? Q_CHECKCAST : Q_INSTANCEOF, k);
                return REDISPATCH;
            }
            case MULTIANEWARRAY: {
                int idx = u2(code, pc + 1);
                int dims = code[pc + 3] & 0xff;
                Object c = cls.cpCache[idx];
                VmClass k = c instanceof VmClass ? (VmClass) c : resolver.resolveClass(cls, idx);
                int[] lens = new int[dims];
                for (int i = 0; i < dims; i++) {
                    lens[i] = (int) p[sp - dims + i];
                    if (lens[i] < 0) throw new ThrowNew("java/lang/NegativeArraySizeException", String.valueOf(lens[i]));
                }
                VmObject a = heap.newMultiArray(k, lens);
                sp -= dims;
                r[sp] = a; p[sp] = 0; sp++;
                for (int i = sp; i < sp + dims - 1; i++) r[i] = null;
                f.sp = sp;
                f.pc = pc + 4;
                return NEXT;
            }
            case DUP_X2: {
                p[sp] = p[sp - 1]; r[sp] = r[sp - 1];
                p[sp - 1] = p[sp - 2]; r[sp - 1] = r[sp - 2];
                p[sp - 2] = p[sp - 3]; r[sp - 2] = r[sp - 3];
                p[sp - 3] = p[sp]; r[sp - 3] = r[sp];
                f.sp = sp + 1;
                f.pc = pc + 1;
                return NEXT;
            }
            case DUP2_X1: {
                // ..., v3, v2, v1 -> ..., v2, v1, v3, v2, v1
                p[sp + 1] = p[sp - 1]; r[sp + 1] = r[sp - 1];
                p[sp] = p[sp - 2]; r[sp] = r[sp - 2];
                p[sp - 1] = p[sp - 3]; r[sp - 1] = r[sp - 3];
                p[sp - 2] = p[sp + 1]; r[sp - 2] = r[sp + 1];
                p[sp - 3] = p[sp]; r[sp - 3] = r[sp];
                f.sp = sp + 2;
                f.pc = pc + 1;
                return NEXT;
            }
            case DUP2_X2: {
                // ..., v4, v3, v2, v1 -> ..., v2, v1, v4, v3, v2, v1
                p[sp + 1] = p[sp - 1]; r[sp + 1] = r[sp - 1];
                p[sp] = p[sp - 2]; r[sp] = r[sp - 2];
                p[sp - 1] = p[sp - 3]; r[sp - 1] = r[sp - 3];
                p[sp - 2] = p[sp - 4]; r[sp - 2] = r[sp - 4];
                p[sp - 3] = p[sp + 1]; r[sp - 3] = r[sp + 1];
                p[sp - 4] = p[sp]; r[sp - 4] = r[sp];
                f.sp = sp + 2;
                f.pc = pc + 1;
                return NEXT;
            }
            case JSR: case JSR_W: {
                int len = op == JSR ? 3 : 5;
                p[sp] = pc + len; r[sp] = null;
                f.sp = sp + 1;
                f.pc = pc + (op == JSR ? s2(code, pc + 1) : s4(code, pc + 1));
                return NEXT;
            }
            case RET:
                f.pc = (int) p[code[pc + 1] & 0xff];
                return NEXT;
            case WIDE: {
                int wop = code[pc + 1] & 0xff;
                int i = u2(code, pc + 2);
                switch (wop) {
                    case ILOAD: case FLOAD: p[sp] = p[i]; r[sp] = null; sp++; break;
                    case LLOAD: case DLOAD: p[sp] = p[i]; r[sp] = null; sp += 2; break;
                    case ALOAD: r[sp] = r[i]; p[sp] = p[i]; sp++; break;
                    case ISTORE: case FSTORE: sp--; p[i] = p[sp]; r[i] = null; break;
                    case LSTORE: case DSTORE: sp -= 2; p[i] = p[sp]; r[i] = null; break;
                    case ASTORE: sp--; r[i] = r[sp]; p[i] = p[sp]; break;
                    case RET: f.pc = (int) p[i]; return NEXT;
                    case IINC: p[i] = (int) p[i] + (short) u2(code, pc + 4); f.pc = pc + 6; return NEXT;
                    default: throw new ThrowNew("java/lang/VerifyError", "bad wide opcode " + wop);
                }
                f.sp = sp;
                f.pc = pc + 4;
                return NEXT;
            }
            case LALOAD: case FALOAD: case DALOAD: case SALOAD: {
                int i = (int) p[sp - 1];
                VmObject a = arrayRef(r[sp - 2], i);
                if (pts && element(t, a, i, Op.READ, m, pc)) return POINT;
                r[sp - 2] = null;
                switch (op) {
                    case LALOAD: p[sp - 2] = ((long[]) a.arr)[i]; break;
                    case FALOAD: p[sp - 2] = Values.ofFloat(((float[]) a.arr)[i]); sp--; break;
                    case DALOAD: p[sp - 2] = Values.ofDouble(((double[]) a.arr)[i]); break;
                    default: p[sp - 2] = ((short[]) a.arr)[i]; sp--;
                }
                f.sp = sp;
                f.pc = pc + 1;
                return NEXT;
            }
            case LASTORE: case FASTORE: case DASTORE: case SASTORE: {
                boolean wide = op == LASTORE || op == DASTORE;
                int i = (int) p[wide ? sp - 3 : sp - 2];
                VmObject a = arrayRef(r[wide ? sp - 4 : sp - 3], i);
                if (pts && element(t, a, i, Op.WRITE, m, pc)) return POINT;
                heap.touch(a);
                switch (op) {
                    case LASTORE: ((long[]) a.arr)[i] = p[sp - 2]; break;
                    case FASTORE: ((float[]) a.arr)[i] = Values.toFloat(p[sp - 1]); break;
                    case DASTORE: ((double[]) a.arr)[i] = Values.toDouble(p[sp - 2]); break;
                    default: ((short[]) a.arr)[i] = (short) p[sp - 1];
                }
                f.sp = sp - (wide ? 4 : 3);
                f.pc = pc + 1;
                return NEXT;
            }
            case MONITORENTER: {
                VmObject o = r[sp - 1];
                if (o == null) throw npe();
                if (pts && o.shared && !Monitors.holds(t, o) && stop(t, Op.ACQUIRE, o, Op.KEY_MONITOR, m, pc)) return POINT;
                if (!Monitors.enter(t, o)) {
                    if (t.state != VmThread.State.RUNNABLE) return BLOCKED;
                    switchTo = t.top; // its virtual thread unmounted blocked (JEP 491): the carrier goes on
                    return SWITCH;
                }
                r[sp - 1] = null;
                f.sp = sp - 1;
                f.pc = pc + 1;
                return NEXT;
            }
            case Q_INIT_SUPERS: {
                // an INIT_SUPERS frame: the supers of the class (aux) whose initializer is below, in order
                if (init.initSupers(t, (VmClass) f.aux)) return initWait(t);
                f.pc = pc + 1;
                return NEXT;
            }
            case MONITOREXIT: {
                VmObject o = r[sp - 1];
                if (o == null) throw npe();
                if (pts && o.shared && Monitors.releases(t, o) && stop(t, Op.RELEASE, o, Op.KEY_MONITOR, m, pc)) return POINT;
                if (!Monitors.exit(t, o)) throw new ThrowNew("java/lang/IllegalMonitorStateException", null);
                r[sp - 1] = null;
                f.sp = sp - 1;
                f.pc = pc + 1;
                return NEXT;
            }
            default:
                throw illegalOpcode(code[pc], m);
        }
    }

    /**
     * init.ensure for the instruction at pc of frame f in the quick paths, which keep pc in a local:
     * the frame's pc is the initialization's location in traces (and must not be a stale one).
     */
    private boolean ensureAt(VmThread t, Frame f, int pc, VmClass c) {
        f.pc = pc;
        return init.ensure(t, c);
    }

    /** After init.ensure pushed initializer frames, blocked t or stopped it: the instruction runs again later. */
    private int initWait(VmThread t) {
        if (t.atPoint) return POINT;
        if (t.state != VmThread.State.RUNNABLE) return BLOCKED;
        switchTo = t.top;
        return SWITCH;
    }

    /** The method's dispatch copy of its code, made on first execution (see {@link VmMethod#ops}). */
    private static byte[] prepare(VmMethod m) {
        byte[] code = m.code;
        byte[] ops = new byte[code.length];
        // bytes that are no JVM opcode must not run as one of the quick forms
        for (int i = 0; i < code.length; i++) ops[i] = (code[i] & 0xff) <= JSR_W ? code[i] : (byte) ILLEGAL;
        m.links = new Object[code.length];
        fuse(code, ops, m.links);
        m.ops = ops;
        return ops;
    }

    /**
     * Marks in ops the first instruction of each sequence that a fused form runs in one dispatch
     * (loop conditions and counter updates; such code runs as a dozen dispatches per iteration):
     * <ul>
     * <li>F_IFCMP: iload a; iload b (or an int constant); if_icmp&lt;cond&gt;. links: {a, b or
     *     the constant, 1 if a constant, the condition's {@link #IF_RELATIONS}, the pc of the
     *     if_icmp}; the branch then runs as the if_icmp's.
     * <li>F_ADD_STORE: iload a; iload b (or an int constant); iadd or isub; istore c. links: {a, b
     *     or the constant, 1 if a constant, 1 or -1, c, the pc after the istore}.
     * <li>F_IINC_GOTO: iinc; goto (the goto runs as a branch taken).
     * </ul>
     * Only the first instruction's entry changes: a jump into the sequence runs its instructions
     * one by one. None of them can throw, stop at a scheduling point or call, and the sequence's
     * effect is the instructions' (the same locals, stack and instruction count; of the stack slots
     * above the result only the numeric parts differ, which nothing reads), so traces, state hashes
     * and schedules are those of the unfused code. With instruction listeners, run dispatches the
     * original opcode instead. Code that does not parse as instructions is left unfused.
     */
    private static void fuse(byte[] code, byte[] ops, Object[] links) {
        for (int pc = 0, next; pc < code.length; pc = next) {
            int len = length(code, pc);
            if (len == 0) return; // not an instruction: no fusion from here on
            next = pc + len;
            int len2 = next < code.length ? length(code, next) : 0;
            if (len2 == 0) return;
            int a = intLoad(code, pc);
            if (a >= 0) {
                // a second int operand: a local or a constant
                int b = intLoad(code, next), constant = b < 0 ? 1 : 0;
                if (b < 0 && (b = intConstant(code, next)) == Integer.MIN_VALUE) continue;
                int third = next + len2, len3 = third < code.length ? length(code, third) : 0;
                if (len3 == 0) return;
                int op3 = code[third] & 0xff;
                if (op3 >= IF_ICMPEQ && op3 <= IF_ICMPLE) {
                    links[pc] = new int[] {a, b, constant, IF_RELATIONS[op3 - IF_ICMPEQ], third};
                    ops[pc] = (byte) F_IFCMP;
                } else if (op3 == IADD || op3 == ISUB) {
                    int fourth = third + len3, len4 = fourth < code.length ? length(code, fourth) : 0;
                    int c = len4 == 0 ? -1 : intStore(code, fourth);
                    if (c < 0) continue;
                    links[pc] = new int[] {a, b, constant, op3 == IADD ? 1 : -1, c, fourth + len4};
                    ops[pc] = (byte) F_ADD_STORE;
                }
            } else if ((code[pc] & 0xff) == IINC && (code[next] & 0xff) == GOTO) {
                ops[pc] = (byte) F_IINC_GOTO;
            }
        }
    }

    /** For if_icmpeq to if_icmple: the relations (less 1, equal 2, greater 4) under which each branches. */
    private static final int[] IF_RELATIONS = {2, 5, 1, 6, 4, 3};

    /** The local an iload or iload_&lt;n&gt; at pc loads, or -1. */
    private static int intLoad(byte[] code, int pc) {
        int op = code[pc] & 0xff;
        return op == ILOAD ? code[pc + 1] & 0xff : op >= ILOAD_0 && op < ILOAD_0 + 4 ? op - ILOAD_0 : -1;
    }

    /** The local an istore or istore_&lt;n&gt; at pc stores, or -1. */
    private static int intStore(byte[] code, int pc) {
        int op = code[pc] & 0xff;
        return op == ISTORE ? code[pc + 1] & 0xff : op >= ISTORE_0 && op < ISTORE_0 + 4 ? op - ISTORE_0 : -1;
    }

    /** The value an iconst_&lt;i&gt; or bipush at pc pushes, or Integer.MIN_VALUE. */
    private static int intConstant(byte[] code, int pc) {
        int op = code[pc] & 0xff;
        return op >= ICONST_M1 && op <= ICONST_5 ? op - ICONST_0 : op == BIPUSH ? code[pc + 1] : Integer.MIN_VALUE;
    }

    /** The length of the instruction at pc (JVMS 6.5), or 0 if it is no opcode or does not fit in the code. */
    private static int length(byte[] code, int pc) {
        int op = code[pc] & 0xff, len;
        if (op == TABLESWITCH || op == LOOKUPSWITCH) {
            int b = (pc + 4) & ~3;
            if (b + 12 > code.length) return 0;
            long n = op == TABLESWITCH ? 3 + (long) s4(code, b + 8) - s4(code, b + 4) + 1 : 2 + 2L * s4(code, b + 4);
            len = n < 0 || b + 4 * n > code.length ? 0 : (int) (b + 4 * n - pc);
        } else if (op == WIDE) len = pc + 1 < code.length && (code[pc + 1] & 0xff) == IINC ? 6 : 4;
        else len = op <= JSR_W ? LENGTH[op] : 0;
        return pc + len <= code.length ? len : 0;
    }

    /** Instruction lengths by opcode, except tableswitch, lookupswitch and wide (see {@link #length}). */
    private static final byte[] LENGTH = new byte[JSR_W + 1];
    static {
        java.util.Arrays.fill(LENGTH, (byte) 1);
        for (int op : new int[] {BIPUSH, LDC, ILOAD, LLOAD, FLOAD, DLOAD, ALOAD, ISTORE, LSTORE, FSTORE, DSTORE, ASTORE, RET, NEWARRAY})
            LENGTH[op] = 2;
        for (int op = IFEQ; op <= JSR; op++) LENGTH[op] = 3;
        for (int op = GETSTATIC; op <= INVOKESTATIC; op++) LENGTH[op] = 3;
        for (int op : new int[] {SIPUSH, LDC_W, LDC2_W, IINC, NEW, ANEWARRAY, CHECKCAST, INSTANCEOF, IFNULL, IFNONNULL}) LENGTH[op] = 3;
        LENGTH[MULTIANEWARRAY] = 4;
        for (int op : new int[] {INVOKEINTERFACE, INVOKEDYNAMIC, GOTO_W, JSR_W}) LENGTH[op] = 5;
    }

    /** Rewrites the instruction at pc to a quick form that uses link (resolved once, never changes). */
    private static void quicken(VmMethod m, int pc, int quickOp, Object link) {
        m.links[pc] = link;
        m.ops[pc] = (byte) quickOp;
    }

    /** lookupswitch: the branch offset for key. */
    private static int lookupSwitch(byte[] code, int pc, int key) {
        int base = (pc + 4) & ~3;
        int def = s4(code, base), n = s4(code, base + 4);
        int lo = 0, hi = n - 1;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            int k = s4(code, base + 8 + 8 * mid);
            if (k < key) lo = mid + 1;
            else if (k > key) hi = mid - 1;
            else return s4(code, base + 12 + 8 * mid);
        }
        return def;
    }

    // ------------------------------------------------------------ scheduling points

    /**
     * While searching: whether t stops before the access op at pc (operands on the stack at sp),
     * checked before the instruction runs. An access that is about to throw (null holder, index out
     * of bounds, array store of a wrong type) does not stop: it throws first, as it did when the
     * check was part of the instruction.
     */
    private boolean mustStop(VmThread t, VmMethod m, Object[] links, long[] p, VmObject[] r, int pc, int sp, int op) {
        switch (op) {
            case IALOAD: case AALOAD: case BALOAD: case CALOAD: {
                VmObject a = r[sp - 2];
                int i = (int) p[sp - 1];
                return a != null && i >= 0 && i < a.length && element(t, a, i, Op.READ, m, pc);
            }
            case IASTORE: case BASTORE: case CASTORE: case AASTORE: {
                VmObject a = r[sp - 3];
                int i = (int) p[sp - 2];
                if (a == null || i < 0 || i >= a.length) return false;
                VmObject v = r[sp - 1];
                if (op == AASTORE && v != null && v.cls != a.cls.component && !v.cls.isSubclassOf(a.cls.component)) return false;
                return element(t, a, i, Op.WRITE, m, pc);
            }
            case Q_GETSTATIC: case Q_PUTSTATIC: {
                VmField fd = (VmField) links[pc];
                VmClass owner = fd.owner;
                // a class's statics while its initializer runs in t: every other thread waits for it to end
                if (owner.initState == VmClass.INITIALIZING && owner.initThread == t) return false;
                if (fd.rewritten && op == Q_GETSTATIC) return policy.isRewrittenFinalPoint(fd, owner.mirror) && stop(t, Op.READ, owner.mirror, fd, m, pc);
                return policy.isFieldPoint(fd, owner.mirror) && stop(t, op == Q_GETSTATIC ? Op.READ : Op.WRITE, owner.mirror, fd, m, pc);
            }
            case Q_GETFIELD_I: case Q_GETFIELD_J: case Q_GETFIELD_A: case Q_PUTFIELD_I: case Q_PUTFIELD_N: case Q_PUTFIELD_J: case Q_PUTFIELD_A: {
                VmField fd = (VmField) links[pc];
                boolean read = op == Q_GETFIELD_I || op == Q_GETFIELD_J || op == Q_GETFIELD_A;
                VmObject o = r[read ? sp - 1 : op == Q_PUTFIELD_J ? sp - 3 : sp - 2];
                if (fd.rewritten && read) return o != null && policy.isRewrittenFinalPoint(fd, o) && stop(t, Op.READ, o, fd, m, pc);
                return o != null && policy.isFieldPoint(fd, o) && stop(t, read ? Op.READ : Op.WRITE, o, fd, m, pc);
            }
            default:
                throw new IllegalStateException("not an access: " + op);
        }
    }

    private boolean element(VmThread t, VmObject a, int index, int kind, VmMethod m, int pc) {
        if (!policy.isPoint(a, false)) return false;
        boolean stop = stop(t, kind, a, Op.elementKey(index), m, pc);
        Op o = stop ? t.pending : t.absorbed();
        if (o != null) o.what = a.cls.typeName();
        return stop;
    }

    private boolean stop(VmThread t, int kind, VmObject holder, VmField fd, VmMethod m, int pc) {
        boolean stop = stop(t, kind, holder, fd.key, m, pc);
        Op o = stop ? t.pending : t.absorbed();
        if (o != null) {
            o.what = fd.qualifiedName();
            o.sync = fd.vis == VmField.VOLATILE;
        }
        return stop;
    }

    /**
     * A visible operation is about to execute on t. Returns true when t must stop before it (the
     * operation is recorded as t's pending one and the instruction re-executes once the scheduler
     * grants it), false when it may proceed: it was granted, the policy does not consider it (no
     * second thread yet, quiet code), or the step t runs absorbs it into its footprint (see
     * {@link SchedulingPolicy}).
     */
    boolean stop(VmThread t, int kind, VmObject holder, long key, VmMethod m, int pc) {
        if (t.granted) {
            t.granted = false;
            t.refineTarget = t.executing;
            if (kind == Op.RMW) vm.scheduler.spins.rmw(t, holder, key);
            return false;
        }
        t.refineTarget = null;
        SchedulingPolicy p = policy;
        if (!p.considers(t, kind)) {
            vm.scheduler.spins.unseen(t);
            return false;
        }
        key = p.footprintKey(t, kind, holder, key);
        Op also = p.alsoWrites(t, kind, holder, m, pc);
        if (p.absorbs(t, kind, holder)) {
            t.refineTarget = t.executing.absorb(kind, holder, key, m, pc);
            if (also != null) t.refineTarget.also = also;
            if (vm.hooks.values.length != 0) vm.hooks.accessing(t.refineTarget);
            if (kind == Op.RMW) vm.scheduler.spins.rmw(t, holder, key);
            return false;
        }
        t.pending.set(kind, holder, key, m, pc);
        if (also != null) t.pending.also = also;
        if (p.inRegion(t)) t.pending.region = true;
        t.pending.locate(t);
        t.atPoint = true;
        return true;
    }

    private static int u2(byte[] code, int i) { return ((code[i] & 0xff) << 8) | (code[i + 1] & 0xff); }
    private static int s2(byte[] code, int i) { return (short) (((code[i] & 0xff) << 8) | (code[i + 1] & 0xff)); }
    private static int s4(byte[] code, int i) {
        return ((code[i] & 0xff) << 24) | ((code[i + 1] & 0xff) << 16) | ((code[i + 2] & 0xff) << 8) | (code[i + 3] & 0xff);
    }

    private static long narrowReturn(char kind, long v) {
        switch (kind) {
            case 'Z': return v & 1;
            case 'B': return (byte) v;
            case 'C': return (char) v;
            case 'S': return (short) v;
            default: return v;
        }
    }

    private static ThrowNew divZero() { return new ThrowNew("java/lang/ArithmeticException", "/ by zero"); }

    static ThrowNew npe() { return ThrowNew.bytecodeNpe(); }

    /** a, checked for an element access at index (small, so that the JIT inlines it). */
    private static VmObject arrayRef(VmObject a, int index) {
        if (a == null || index < 0 || index >= a.length) throw arrayError(a, index);
        return a;
    }

    private static ThrowNew arrayError(VmObject a, int index) {
        if (a == null) return npe();
        return new ThrowNew("java/lang/ArrayIndexOutOfBoundsException", "Index " + index + " out of bounds for length " + a.length);
    }

    /** A new array of class ac and length len allocated at f's pc (the allocation site, for listeners). */
    private VmObject newArray(Frame f, int pc, VmClass ac, int len) {
        if (len < 0) throw negativeSize(len);
        f.pc = pc;
        return heap.newArray(ac, len);
    }

    private static ThrowNew negativeSize(int len) {
        return new ThrowNew("java/lang/NegativeArraySizeException", String.valueOf(len));
    }

    private ThrowNew classCast(VmObject o, VmClass k) {
        return new ThrowNew("java/lang/ClassCastException", vm.classCastMessage(o.cls, k));
    }

    private static ThrowNew illegalOpcode(byte op, VmMethod m) {
        return new ThrowNew("java/lang/VerifyError", "Illegal opcode " + (op & 0xff) + " in " + m);
    }

    private static ThrowNew arrayStore(VmObject v) {
        return new ThrowNew("java/lang/ArrayStoreException", v.cls.javaName());
    }

    /** invokespecial selection (JVMS 6.5): super calls start the lookup at the current class's superclass. */
    private VmMethod specialTarget(VmClass current, VmMethod resolved) {
        if (resolved.isInit() || resolved.isPrivate() || resolved.owner.isInterface()) {
            return resolved;
        }
        if ((current.access & 0x20) != 0 && current != resolved.owner && current.isSubclassOf(resolved.owner) && current.superclass != null) {
            VmMethod m = current.superclass.findMethod(resolved.name, resolved.desc);
            if (m != null) return m;
        }
        return resolved;
    }

    private VmMethod interfaceTarget(MethodRef mr, VmClass rc) {
        if (mr.lastClass == rc) return mr.lastTarget;
        VmMethod resolved = mr.method;
        VmMethod target;
        if (resolved.isPrivate()) target = resolved;
        else {
            if (!rc.isSubclassOf(resolved.owner))
                throw new ThrowNew("java/lang/IncompatibleClassChangeError", "Class " + rc.javaName() + " does not implement the requested interface " + resolved.owner.javaName());
            target = rc.selectVirtual(resolved.name + resolved.desc);
            if (target == null) target = resolved;
        }
        mr.lastClass = rc;
        mr.lastTarget = target;
        return target;
    }

    /** Pushes a frame for a method with no arguments (class initializers, synthetic frames). */
    Frame pushFrame(VmThread t, VmMethod m, int kind) {
        Frame nf = new Frame(m);
        nf.kind = kind;
        nf.caller = t.top;
        nf.depth = t.depth + 1;
        t.top = nf;
        t.depth++;
        return nf;
    }

    /**
     * Invokes target with arguments at caller's operand stack [argBase, sp). Returns the frame to
     * continue with, or null to leave the loop with {@link #exitStatus}.
     */
    Frame invoke(VmThread t, Frame caller, VmMethod target, int argBase) {
        // small, so that the JIT inlines it into run: the common case is a plain bytecode method
        if (target.nativeImpl != null || target.code == null || target.isSynchronized || target.events != 0 || t.depth >= t.stackLimit)
            return invokeOther(t, caller, target, argBase);
        return push(t, caller, target, argBase, null);
    }

    /** invoke of a native or substituted method, a method without code, a synchronized one, one with events, or one past the stack limit. */
    private Frame invokeOther(VmThread t, Frame caller, VmMethod target, int argBase) {
        if (target.nativeImpl != null) return invokeNative(t, caller, target, argBase);
        if (target.code == null) {
            if (target.isAbstract())
                throw new ThrowNew("java/lang/AbstractMethodError", "Receiver class " + caller.r[argBase].cls.javaName()
                        + " does not define or inherit an implementation of the resolved method 'abstract " + target.externalSignature().replace(target.owner.javaName() + ".", "") + "' of " + (target.owner.isInterface() ? "interface " : "abstract class ") + target.owner.javaName() + ".");
            throw new ThrowNew("java/lang/UnsatisfiedLinkError", "'" + target.externalSignature() + "'");
        }
        if (t.depth >= t.stackLimit) {
            t.stackLimit = t.depth + 256; // room to construct the error
            throw new ThrowNew("java/lang/StackOverflowError", null);
        }
        // a call of a method with events from the program (see MethodEvents): its begin first
        boolean events = target.events != 0 && vm.searching && !caller.method.owner.jdk;
        if (events && (target.events & MethodEvents.BEGIN) != 0 && !t.begun) {
            if (stop(t, Op.EVENT, null, Op.KEY_EVENT, caller.method, caller.pc)) {
                t.pending.call = beginCall(t, caller, target, argBase);
                t.pending.what = t.pending.call.describe();
                exitStatus = POINT;
                return null;
            }
            t.begun = true;
        }
        VmObject lock = null;
        if (target.isSynchronized) {
            lock = target.isStatic() ? target.owner.mirror : caller.r[argBase];
            if (vm.searching && lock.shared && !Monitors.holds(t, lock) && stop(t, Op.ACQUIRE, lock, Op.KEY_MONITOR, caller.method, caller.pc)) { exitStatus = POINT; return null; }
            if (!Monitors.enter(t, lock)) return blockedEntering(t);
        }
        t.begun = false;
        Frame nf = push(t, caller, target, argBase, lock);
        if (events && (target.events & MethodEvents.END) != 0) nf.kind = Frame.END_EVENT;
        return nf;
    }

    private static final VmObject[] NO_OBJECTS = {};

    /** A call of a synchronized method could not enter its monitor: t blocked, or its virtual thread unmounted (JEP 491) and t goes on at its top frame. */
    private Frame blockedEntering(VmThread t) {
        if (t.state == VmThread.State.RUNNABLE) return t.top;
        exitStatus = BLOCKED;
        return null;
    }

    /** The begin event of a call of target with the arguments at caller's operand stack from argBase. */
    private static MethodCall beginCall(VmThread t, Frame caller, VmMethod target, int argBase) {
        boolean st = target.isStatic();
        VmObject[] args = target.argKinds.length == 0 ? NO_OBJECTS : new VmObject[target.argKinds.length];
        for (int i = 0; i < args.length; i++)
            if (target.argKinds[i] == 'L') args[i] = caller.r[argBase + target.paramSlots[i + (st ? 0 : 1)]];
        return new MethodCall(target, false, st ? null : caller.r[argBase], args, null, t.threadObj, null);
    }

    /** Pushes a frame for target, moving the arguments from the caller's operand stack to its first locals. */
    private static Frame push(VmThread t, Frame caller, VmMethod target, int argBase, VmObject lock) {
        Frame nf = new Frame(target);
        int n = target.argSlots;
        long[] cp = caller.p, np = nf.p;
        VmObject[] cr = caller.r, nr = nf.r;
        for (int i = 0; i < n; i++) {
            np[i] = cp[argBase + i];
            nr[i] = cr[argBase + i];
            cr[argBase + i] = null;
        }
        caller.sp = argBase;
        nf.lock = lock;
        nf.caller = caller;
        nf.depth = caller.depth + 1;
        t.top = nf;
        t.depth++;
        return nf;
    }

    private Frame invokeNative(VmThread t, Frame caller, VmMethod target, int argBase) {
        if (target.nativeImpl instanceof Redirect) return invoke(t, caller, ((Redirect) target.nativeImpl).target(vm), argBase);
        VmObject lock = null;
        // a native substitute of a synchronized Java method implements its locking itself, if any
        if (target.isSynchronized && target.isNative()) {
            lock = target.isStatic() ? target.owner.mirror : caller.r[argBase];
            // re-executed after the native's own scheduling point: the lock was taken in an earlier step
            boolean nativesTurn = t.granted && t.pending.kind != Op.ACQUIRE;
            if (vm.searching && lock.shared && !nativesTurn && !Monitors.holds(t, lock) && stop(t, Op.ACQUIRE, lock, Op.KEY_MONITOR, caller.method, caller.pc)) { exitStatus = POINT; return null; }
            if (!Monitors.enter(t, lock)) return blockedEntering(t);
        }
        NativeCall nc = t.nativeCall;
        nc.setup(target, caller.p, caller.r, argBase);
        try {
            target.nativeImpl.invoke(nc);
        } catch (NativeCall.Stopped stopped) {
            if (!nc.reexecute) throw new VmInternalError(target + " stopped without a scheduling point");
        } finally {
            if (lock != null) Monitors.exit(t, lock);
        }
        if (nc.reexecute) {
            // the native pushed frames, blocked, or stopped at a scheduling point; it runs again later
            if (t.atPoint) { exitStatus = POINT; return null; }
            if (t.state != VmThread.State.RUNNABLE) { exitStatus = BLOCKED; return null; }
            return t.top;
        }
        for (int i = argBase; i < argBase + target.argSlots; i++) caller.r[i] = null;
        int sp = argBase;
        switch (target.returnKind) {
            case 'V': break;
            case 'L': caller.r[sp] = nc.resultR; caller.p[sp] = 0; sp++; break;
            case 'J': case 'D': caller.p[sp] = nc.resultP; caller.r[sp] = null; sp += 2; break;
            default: caller.p[sp] = narrowReturn(target.returnKind, nc.resultP); caller.r[sp] = null; sp++;
        }
        caller.sp = sp;
        caller.pc += invokeLength(caller);
        if (t.state != VmThread.State.RUNNABLE || t.yieldRequested) {
            t.yieldRequested = false;
            exitStatus = t.state == VmThread.State.RUNNABLE ? YIELD : BLOCKED;
            return null;
        }
        return caller;
    }

    /** Length of an invoke instruction by opcode, looked up rather than tested (no branch for the JIT to speculate on). */
    private static final byte[] INVOKE_LENGTH = new byte[256];
    static {
        java.util.Arrays.fill(INVOKE_LENGTH, (byte) 3);
        INVOKE_LENGTH[INVOKEINTERFACE] = 5;
        INVOKE_LENGTH[INVOKEDYNAMIC] = 5;
        INVOKE_LENGTH[LDC] = 2; // ldc of a constant resolved by Java code invokes its thunk (see slow)
    }

    static int invokeLength(Frame f) {
        return INVOKE_LENGTH[f.method.code[f.pc] & 0xff];
    }

    /**
     * t gives back lock's monitor where no scheduling point can be (a synchronized frame an exception
     * unwinds): while searching, the release is part of the running
     * step, so that the thread that takes the monitor next is ordered after it. Unrecorded, such a
     * release let the search take a later acquisition of the monitor for one that could have come
     * before the first, where the first thread still held it.
     */
    private void releasedWithin(VmThread t, VmObject lock, VmMethod m, int pc) {
        if (vm.searching && lock.shared && t.executing != null && Monitors.releases(t, lock)) t.executing.absorb(Op.RELEASE, lock, Op.KEY_MONITOR, m, pc);
    }

    /** Pops f, delivering its result to the caller. */
    Frame doReturn(VmThread t, Frame f, long pv, VmObject rv) {
        if (f.kind == Frame.END_EVENT) {
            // the end of a method with events (see MethodEvents): the receiver is the frame's local 0
            if (vm.searching && stop(t, Op.EVENT, null, Op.KEY_EVENT, f.method, f.pc)) {
                t.pending.call = new MethodCall(f.method, true, f.method.isStatic() ? null : f.r[0], NO_OBJECTS, rv, t.threadObj, null);
                t.pending.what = t.pending.call.describe();
                exitStatus = POINT;
                return null;
            }
            f.kind = Frame.NORMAL;
        }
        if (f.lock != null && vm.searching && f.lock.shared && Monitors.releases(t, f.lock)
                && stop(t, Op.RELEASE, f.lock, Op.KEY_MONITOR, f.method, f.pc)) { exitStatus = POINT; return null; }
        if (f.lock != null && !Monitors.exit(t, f.lock)) {
            f.lock = null;
            throw new ThrowNew("java/lang/IllegalMonitorStateException", null);
        }
        Frame c = f.caller;
        t.top = c;
        t.depth--;
        switch (f.kind) {
            case Frame.CLINIT:
                init.done((VmClass) f.aux);
                if (c != null) c.pending = false;
                break;
            case Frame.INIT_SUPERS:
                c.pending = false; // the supers are initialized: the initializer below starts
                break;
            case Frame.THROW_ON_RETURN:
                return unwind(t, c, (VmObject) f.aux);
            case Frame.HOST_CALL:
                t.hostResultP = pv;
                t.hostResultR = rv;
                exitStatus = HOST_RETURN;
                return null;
            case Frame.UPCALL:
                c.aux = new MethodHandleCalls.UpcallResult(rv, (VmObject) f.aux);
                break;
            case Frame.INSERTED:
                break;
            default:
                if (c == null) { exitStatus = THREAD_DONE; return null; }
                char k = f.method.returnKind;
                if (k == 'L') { c.r[c.sp] = rv; c.p[c.sp] = 0; c.sp++; }
                else if (k == 'J' || k == 'D') { c.p[c.sp] = pv; c.r[c.sp] = null; c.sp += 2; }
                else if (k != 'V') { c.p[c.sp] = pv; c.r[c.sp] = null; c.sp++; }
                c.pc += invokeLength(c);
        }
        if (c == null) { exitStatus = THREAD_DONE; return null; }
        return c;
    }

    /** Throws exc in frame f (at f.pc); returns the frame with the handler, or null. */
    private static final boolean DEBUG = System.getenv("JVSIM_DEBUG_THROW") != null;

    Frame unwind(VmThread t, Frame f, VmObject exc) {
        if (DEBUG) {
            System.err.println("[jvsim] throw " + vm.describeThrowable(exc) + " in " + t.name());
            for (Frame x = f; x != null; x = x.caller) System.err.println("[jvsim]    at " + x.method + " line " + x.line() + (x.kind != 0 ? " kind=" + x.kind : ""));
        }
        if (t.stackLimit != vm.config.maxStackDepth && exc.cls.name.equals("java/lang/StackOverflowError")) t.stackLimit = vm.config.maxStackDepth;
        while (f != null) {
            if (!f.pending) {
                int[] h = f.method.handlers;
                if (h != null) {
                    for (int i = 0; i < h.length; i += 4) {
                        if (f.pc >= h[i] && f.pc < h[i + 1]) {
                            int ct = h[i + 3];
                            boolean match = ct == 0;
                            if (!match) {
                                try {
                                    VmClass k = resolver.resolveClass(f.method.owner, ct);
                                    match = exc.cls.isSubclassOf(k);
                                } catch (LinkageFailure e) {
                                    match = false;
                                }
                            }
                            if (match) {
                                for (int s = f.method.maxLocals; s < f.sp; s++) f.r[s] = null;
                                f.sp = f.method.maxLocals;
                                f.r[f.sp] = exc; f.p[f.sp] = 0; f.sp++;
                                f.pc = h[i + 2];
                                return f;
                            }
                        }
                    }
                }
            }
            // not handled here: the end event of a method with events (see MethodEvents), then pop the frame
            if (f.kind == Frame.END_EVENT) {
                if (vm.searching && stop(t, Op.EVENT, null, Op.KEY_EVENT, f.method, f.pc)) {
                    t.pending.call = new MethodCall(f.method, true, f.method.isStatic() ? null : f.r[0], NO_OBJECTS, null, t.threadObj, exc);
                    t.pending.what = t.pending.call.describe();
                    t.unwinding = exc; // run goes on unwinding it once the event is granted
                    exitStatus = POINT;
                    return null;
                }
                f.kind = Frame.NORMAL;
            }
            if (f.lock != null) {
                releasedWithin(t, f.lock, f.method, f.pc);
                Monitors.exit(t, f.lock);
            }
            Frame c = f.caller;
            t.top = c;
            t.depth--;
            switch (f.kind) {
                case Frame.CLINIT: {
                    VmClass k = (VmClass) f.aux;
                    if (f.pending) { init.unwound(k); break; } // never started: exc is already an Error
                    init.failed(k);
                    if (!exc.cls.isSubclassOf(vm.known.error.get())) {
                        return throwNew(t, c, new ThrowNew("java/lang/ExceptionInInitializerError", null, exc));
                    }
                    break;
                }
                case Frame.HOST_CALL:
                    t.hostResultR = exc;
                    exitStatus = HOST_THROW;
                    return null;
                default:
            }
            f = c;
        }
        t.uncaught = exc;
        exitStatus = THREAD_DONE;
        return null;
    }

    /** Constructs an exception in the target and throws it from frame f. */
    Frame throwNew(VmThread t, Frame f, ThrowNew e) {
        VmClass k = classes.load(e.className);
        VmObject exc = heap.newObject(k);
        if (e.bytecodeNpe) { heap.touch(exc); exc.meta = ThrowNew.BYTECODE_NPE; }
        String desc;
        if (e.hasCode) desc = "(I)V";
        else if (e.cause != null && e.message == null) desc = "(Ljava/lang/Throwable;)V";
        else if (e.cause != null) desc = "(Ljava/lang/String;Ljava/lang/Throwable;)V";
        else if (e.message != null) desc = "(Ljava/lang/String;)V";
        else desc = "()V";
        VmMethod ctor = k.declaredMethod("<init>", desc);
        if (ctor == null) throw new IllegalStateException("no constructor " + desc + " in " + k.name);
        Frame nf = new Frame(ctor);
        nf.kind = Frame.THROW_ON_RETURN;
        nf.aux = exc;
        nf.r[0] = exc;
        if (e.hasCode) nf.p[1] = e.code;
        else if (e.cause != null && e.message == null) nf.r[1] = e.cause;
        else if (e.cause != null) { nf.r[1] = vm.strings.newString(e.message); nf.r[2] = e.cause; }
        else if (e.message != null) nf.r[1] = vm.strings.newString(e.message);
        nf.caller = f;
        nf.depth = t.depth + 1;
        t.top = nf;
        t.depth++;
        if (k.initState != VmClass.INITIALIZED) init.ensure(t, k);
        return t.top;
    }
}
