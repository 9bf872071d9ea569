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
    private final Heap heap;
    private final ClassRegistry classes;
    private final Resolver resolver;
    Initializer init;
    private int exitStatus;
    /** Instructions executed by this interpreter. */
    public long instructions;

    Interpreter(Vm vm) {
        this.vm = vm;
        this.heap = vm.heap;
        this.classes = vm.classes;
        this.resolver = new Resolver(vm);
    }

    Resolver resolver() { return resolver; }

    /**
     * Runs t until its budget of backward branches and calls is used up (YIELD), it blocks, its
     * stack empties (THREAD_DONE), or a HOST_CALL frame completes (HOST_RETURN / HOST_THROW).
     */
    public int run(VmThread t, int budget) {
        Frame f = t.top;
        long count = 0;
        vm.current = t;
        final boolean pts = vm.searching;
        try {
            outer:
            while (true) {
                final VmMethod m = f.method;
                final byte[] code = m.code;
                final long[] p = f.p;
                final VmObject[] r = f.r;
                final VmClass cls = m.owner;
                int pc = f.pc, sp = f.sp;
                try {
                    while (true) {
                        count++;
                        int op = code[pc] & 0xff;
                        switch (op) {
                            case NOP: pc++; break;
                            case ACONST_NULL: r[sp] = null; sp++; pc++; break;
                            case ICONST_M1: case ICONST_0: case ICONST_1: case ICONST_2: case ICONST_3: case ICONST_4: case ICONST_5:
                                p[sp] = op - ICONST_0; r[sp] = null; sp++; pc++; break;
                            case LCONST_0: case LCONST_1: p[sp] = op - LCONST_0; r[sp] = null; sp += 2; pc++; break;
                            case FCONST_0: case FCONST_1: case FCONST_2: p[sp] = Values.ofFloat(op - FCONST_0); r[sp] = null; sp++; pc++; break;
                            case DCONST_0: case DCONST_1: p[sp] = Values.ofDouble(op - DCONST_0); r[sp] = null; sp += 2; pc++; break;
                            case BIPUSH: p[sp] = code[pc + 1]; r[sp] = null; sp++; pc += 2; break;
                            case SIPUSH: p[sp] = (short) (((code[pc + 1] & 0xff) << 8) | (code[pc + 2] & 0xff)); r[sp] = null; sp++; pc += 3; break;
                            case LDC: case LDC_W: case LDC2_W: {
                                int idx = op == LDC ? code[pc + 1] & 0xff : u2(code, pc + 1);
                                Object c = cls.cpCache[idx];
                                if (c == null) c = resolver.resolveConstant(cls, idx);
                                if (c instanceof VmObject) { r[sp] = (VmObject) c; p[sp] = 0; sp++; }
                                else if (c instanceof VmClass) { r[sp] = ((VmClass) c).mirror; p[sp] = 0; sp++; }
                                else { p[sp] = (Long) c; r[sp] = null; sp += op == LDC2_W ? 2 : 1; }
                                pc += op == LDC ? 2 : 3;
                                break;
                            }
                            case ILOAD: case FLOAD: { int i = code[pc + 1] & 0xff; p[sp] = p[i]; r[sp] = null; sp++; pc += 2; break; }
                            case LLOAD: case DLOAD: { int i = code[pc + 1] & 0xff; p[sp] = p[i]; r[sp] = null; sp += 2; pc += 2; break; }
                            case ALOAD: { int i = code[pc + 1] & 0xff; r[sp] = r[i]; p[sp] = p[i]; sp++; pc += 2; break; }
                            case 26: case 27: case 28: case 29: p[sp] = p[op - 26]; r[sp] = null; sp++; pc++; break;
                            case 30: case 31: case 32: case 33: p[sp] = p[op - 30]; r[sp] = null; sp += 2; pc++; break;
                            case 34: case 35: case 36: case 37: p[sp] = p[op - 34]; r[sp] = null; sp++; pc++; break;
                            case 38: case 39: case 40: case 41: p[sp] = p[op - 38]; r[sp] = null; sp += 2; pc++; break;
                            case 42: case 43: case 44: case 45: r[sp] = r[op - 42]; p[sp] = p[op - 42]; sp++; pc++; break;
                            case IALOAD: { VmObject a = arrayRef(r[sp - 2], (int) p[sp - 1]); if (pts && element(t, a, (int) p[sp - 1], Op.READ, m, pc)) { f.pc = pc; f.sp = sp; return POINT; } p[sp - 2] = ((int[]) a.arr)[(int) p[sp - 1]]; r[sp - 2] = null; sp--; pc++; break; }
                            case LALOAD: { VmObject a = arrayRef(r[sp - 2], (int) p[sp - 1]); if (pts && element(t, a, (int) p[sp - 1], Op.READ, m, pc)) { f.pc = pc; f.sp = sp; return POINT; } p[sp - 2] = ((long[]) a.arr)[(int) p[sp - 1]]; r[sp - 2] = null; pc++; break; }
                            case FALOAD: { VmObject a = arrayRef(r[sp - 2], (int) p[sp - 1]); if (pts && element(t, a, (int) p[sp - 1], Op.READ, m, pc)) { f.pc = pc; f.sp = sp; return POINT; } p[sp - 2] = Values.ofFloat(((float[]) a.arr)[(int) p[sp - 1]]); r[sp - 2] = null; sp--; pc++; break; }
                            case DALOAD: { VmObject a = arrayRef(r[sp - 2], (int) p[sp - 1]); if (pts && element(t, a, (int) p[sp - 1], Op.READ, m, pc)) { f.pc = pc; f.sp = sp; return POINT; } p[sp - 2] = Values.ofDouble(((double[]) a.arr)[(int) p[sp - 1]]); r[sp - 2] = null; pc++; break; }
                            case AALOAD: { VmObject a = arrayRef(r[sp - 2], (int) p[sp - 1]); if (pts && element(t, a, (int) p[sp - 1], Op.READ, m, pc)) { f.pc = pc; f.sp = sp; return POINT; } r[sp - 2] = a.r[(int) p[sp - 1]]; sp--; pc++; break; }
                            case BALOAD: {
                                VmObject a = arrayRef(r[sp - 2], (int) p[sp - 1]);
                                if (pts && element(t, a, (int) p[sp - 1], Op.READ, m, pc)) { f.pc = pc; f.sp = sp; return POINT; }
                                p[sp - 2] = a.arr instanceof byte[] ? ((byte[]) a.arr)[(int) p[sp - 1]] : (((boolean[]) a.arr)[(int) p[sp - 1]] ? 1 : 0);
                                r[sp - 2] = null; sp--; pc++; break;
                            }
                            case CALOAD: { VmObject a = arrayRef(r[sp - 2], (int) p[sp - 1]); if (pts && element(t, a, (int) p[sp - 1], Op.READ, m, pc)) { f.pc = pc; f.sp = sp; return POINT; } p[sp - 2] = ((char[]) a.arr)[(int) p[sp - 1]]; r[sp - 2] = null; sp--; pc++; break; }
                            case SALOAD: { VmObject a = arrayRef(r[sp - 2], (int) p[sp - 1]); if (pts && element(t, a, (int) p[sp - 1], Op.READ, m, pc)) { f.pc = pc; f.sp = sp; return POINT; } p[sp - 2] = ((short[]) a.arr)[(int) p[sp - 1]]; r[sp - 2] = null; sp--; pc++; break; }
                            case ISTORE: case FSTORE: case LSTORE: case DSTORE: { int i = code[pc + 1] & 0xff; int w = (op == LSTORE || op == DSTORE) ? 2 : 1; sp -= w; p[i] = p[sp]; r[i] = null; pc += 2; break; }
                            case ASTORE: { int i = code[pc + 1] & 0xff; sp--; r[i] = r[sp]; p[i] = p[sp]; pc += 2; break; }
                            case 59: case 60: case 61: case 62: sp--; p[op - 59] = p[sp]; r[op - 59] = null; pc++; break;
                            case 63: case 64: case 65: case 66: sp -= 2; p[op - 63] = p[sp]; r[op - 63] = null; pc++; break;
                            case 67: case 68: case 69: case 70: sp--; p[op - 67] = p[sp]; r[op - 67] = null; pc++; break;
                            case 71: case 72: case 73: case 74: sp -= 2; p[op - 71] = p[sp]; r[op - 71] = null; pc++; break;
                            case 75: case 76: case 77: case 78: sp--; r[op - 75] = r[sp]; p[op - 75] = p[sp]; pc++; break;
                            case IASTORE: { VmObject a = arrayRef(r[sp - 3], (int) p[sp - 2]); if (pts && element(t, a, (int) p[sp - 2], Op.WRITE, m, pc)) { f.pc = pc; f.sp = sp; return POINT; } ((int[]) a.arr)[(int) p[sp - 2]] = (int) p[sp - 1]; sp -= 3; pc++; break; }
                            case LASTORE: { VmObject a = arrayRef(r[sp - 4], (int) p[sp - 3]); if (pts && element(t, a, (int) p[sp - 3], Op.WRITE, m, pc)) { f.pc = pc; f.sp = sp; return POINT; } ((long[]) a.arr)[(int) p[sp - 3]] = p[sp - 2]; sp -= 4; pc++; break; }
                            case FASTORE: { VmObject a = arrayRef(r[sp - 3], (int) p[sp - 2]); if (pts && element(t, a, (int) p[sp - 2], Op.WRITE, m, pc)) { f.pc = pc; f.sp = sp; return POINT; } ((float[]) a.arr)[(int) p[sp - 2]] = Values.toFloat(p[sp - 1]); sp -= 3; pc++; break; }
                            case DASTORE: { VmObject a = arrayRef(r[sp - 4], (int) p[sp - 3]); if (pts && element(t, a, (int) p[sp - 3], Op.WRITE, m, pc)) { f.pc = pc; f.sp = sp; return POINT; } ((double[]) a.arr)[(int) p[sp - 3]] = Values.toDouble(p[sp - 2]); sp -= 4; pc++; break; }
                            case AASTORE: {
                                VmObject a = arrayRef(r[sp - 3], (int) p[sp - 2]);
                                VmObject v = r[sp - 1];
                                if (v != null && v.cls != a.cls.component && !v.cls.isSubclassOf(a.cls.component))
                                    throw new ThrowNew("java/lang/ArrayStoreException", v.cls.javaName());
                                if (pts) {
                                    if (element(t, a, (int) p[sp - 2], Op.WRITE, m, pc)) { f.pc = pc; f.sp = sp; return POINT; }
                                    if (a.shared) vm.publish(v);
                                }
                                a.r[(int) p[sp - 2]] = v; sp -= 3; pc++; break;
                            }
                            case BASTORE: {
                                VmObject a = arrayRef(r[sp - 3], (int) p[sp - 2]);
                                if (pts && element(t, a, (int) p[sp - 2], Op.WRITE, m, pc)) { f.pc = pc; f.sp = sp; return POINT; }
                                if (a.arr instanceof byte[]) ((byte[]) a.arr)[(int) p[sp - 2]] = (byte) p[sp - 1];
                                else ((boolean[]) a.arr)[(int) p[sp - 2]] = (p[sp - 1] & 1) != 0;
                                sp -= 3; pc++; break;
                            }
                            case CASTORE: { VmObject a = arrayRef(r[sp - 3], (int) p[sp - 2]); if (pts && element(t, a, (int) p[sp - 2], Op.WRITE, m, pc)) { f.pc = pc; f.sp = sp; return POINT; } ((char[]) a.arr)[(int) p[sp - 2]] = (char) p[sp - 1]; sp -= 3; pc++; break; }
                            case SASTORE: { VmObject a = arrayRef(r[sp - 3], (int) p[sp - 2]); if (pts && element(t, a, (int) p[sp - 2], Op.WRITE, m, pc)) { f.pc = pc; f.sp = sp; return POINT; } ((short[]) a.arr)[(int) p[sp - 2]] = (short) p[sp - 1]; sp -= 3; pc++; break; }
                            case POP: sp--; r[sp] = null; pc++; break;
                            case POP2: sp -= 2; r[sp] = null; r[sp + 1] = null; pc++; break;
                            case DUP: p[sp] = p[sp - 1]; r[sp] = r[sp - 1]; sp++; pc++; break;
                            case DUP_X1: {
                                p[sp] = p[sp - 1]; r[sp] = r[sp - 1];
                                p[sp - 1] = p[sp - 2]; r[sp - 1] = r[sp - 2];
                                p[sp - 2] = p[sp]; r[sp - 2] = r[sp];
                                sp++; pc++; break;
                            }
                            case DUP_X2: {
                                p[sp] = p[sp - 1]; r[sp] = r[sp - 1];
                                p[sp - 1] = p[sp - 2]; r[sp - 1] = r[sp - 2];
                                p[sp - 2] = p[sp - 3]; r[sp - 2] = r[sp - 3];
                                p[sp - 3] = p[sp]; r[sp - 3] = r[sp];
                                sp++; pc++; break;
                            }
                            case DUP2: {
                                p[sp] = p[sp - 2]; r[sp] = r[sp - 2];
                                p[sp + 1] = p[sp - 1]; r[sp + 1] = r[sp - 1];
                                sp += 2; pc++; break;
                            }
                            case DUP2_X1: {
                                // ..., v3, v2, v1 -> ..., v2, v1, v3, v2, v1
                                p[sp + 1] = p[sp - 1]; r[sp + 1] = r[sp - 1];
                                p[sp] = p[sp - 2]; r[sp] = r[sp - 2];
                                p[sp - 1] = p[sp - 3]; r[sp - 1] = r[sp - 3];
                                p[sp - 2] = p[sp + 1]; r[sp - 2] = r[sp + 1];
                                p[sp - 3] = p[sp]; r[sp - 3] = r[sp];
                                sp += 2; pc++; break;
                            }
                            case DUP2_X2: {
                                // ..., v4, v3, v2, v1 -> ..., v2, v1, v4, v3, v2, v1
                                p[sp + 1] = p[sp - 1]; r[sp + 1] = r[sp - 1];
                                p[sp] = p[sp - 2]; r[sp] = r[sp - 2];
                                p[sp - 1] = p[sp - 3]; r[sp - 1] = r[sp - 3];
                                p[sp - 2] = p[sp - 4]; r[sp - 2] = r[sp - 4];
                                p[sp - 3] = p[sp + 1]; r[sp - 3] = r[sp + 1];
                                p[sp - 4] = p[sp]; r[sp - 4] = r[sp];
                                sp += 2; pc++; break;
                            }
                            case SWAP: {
                                long tp = p[sp - 1]; VmObject tr = r[sp - 1];
                                p[sp - 1] = p[sp - 2]; r[sp - 1] = r[sp - 2];
                                p[sp - 2] = tp; r[sp - 2] = tr;
                                pc++; break;
                            }
                            case IADD: sp--; p[sp - 1] = (int) p[sp - 1] + (int) p[sp]; pc++; break;
                            case LADD: sp -= 2; p[sp - 2] = p[sp - 2] + p[sp]; pc++; break;
                            case FADD: sp--; p[sp - 1] = Values.ofFloat(Values.toFloat(p[sp - 1]) + Values.toFloat(p[sp])); pc++; break;
                            case DADD: sp -= 2; p[sp - 2] = Values.ofDouble(Values.toDouble(p[sp - 2]) + Values.toDouble(p[sp])); pc++; break;
                            case ISUB: sp--; p[sp - 1] = (int) p[sp - 1] - (int) p[sp]; pc++; break;
                            case LSUB: sp -= 2; p[sp - 2] = p[sp - 2] - p[sp]; pc++; break;
                            case FSUB: sp--; p[sp - 1] = Values.ofFloat(Values.toFloat(p[sp - 1]) - Values.toFloat(p[sp])); pc++; break;
                            case DSUB: sp -= 2; p[sp - 2] = Values.ofDouble(Values.toDouble(p[sp - 2]) - Values.toDouble(p[sp])); pc++; break;
                            case IMUL: sp--; p[sp - 1] = (int) p[sp - 1] * (int) p[sp]; pc++; break;
                            case LMUL: sp -= 2; p[sp - 2] = p[sp - 2] * p[sp]; pc++; break;
                            case FMUL: sp--; p[sp - 1] = Values.ofFloat(Values.toFloat(p[sp - 1]) * Values.toFloat(p[sp])); pc++; break;
                            case DMUL: sp -= 2; p[sp - 2] = Values.ofDouble(Values.toDouble(p[sp - 2]) * Values.toDouble(p[sp])); pc++; break;
                            case IDIV: { int b = (int) p[sp - 1]; if (b == 0) throw divZero(); sp--; p[sp - 1] = (int) p[sp - 1] / b; pc++; break; }
                            case LDIV: { long b = p[sp - 2]; if (b == 0) throw divZero(); sp -= 2; p[sp - 2] = p[sp - 2] / b; pc++; break; }
                            case FDIV: sp--; p[sp - 1] = Values.ofFloat(Values.toFloat(p[sp - 1]) / Values.toFloat(p[sp])); pc++; break;
                            case DDIV: sp -= 2; p[sp - 2] = Values.ofDouble(Values.toDouble(p[sp - 2]) / Values.toDouble(p[sp])); pc++; break;
                            case IREM: { int b = (int) p[sp - 1]; if (b == 0) throw divZero(); sp--; p[sp - 1] = (int) p[sp - 1] % b; pc++; break; }
                            case LREM: { long b = p[sp - 2]; if (b == 0) throw divZero(); sp -= 2; p[sp - 2] = p[sp - 2] % b; pc++; break; }
                            case FREM: sp--; p[sp - 1] = Values.ofFloat(Values.toFloat(p[sp - 1]) % Values.toFloat(p[sp])); pc++; break;
                            case DREM: sp -= 2; p[sp - 2] = Values.ofDouble(Values.toDouble(p[sp - 2]) % Values.toDouble(p[sp])); pc++; break;
                            case INEG: p[sp - 1] = -(int) p[sp - 1]; pc++; break;
                            case LNEG: p[sp - 2] = -p[sp - 2]; pc++; break;
                            case FNEG: p[sp - 1] = Values.ofFloat(-Values.toFloat(p[sp - 1])); pc++; break;
                            case DNEG: p[sp - 2] = Values.ofDouble(-Values.toDouble(p[sp - 2])); pc++; break;
                            case ISHL: sp--; p[sp - 1] = (int) p[sp - 1] << ((int) p[sp] & 31); pc++; break;
                            case LSHL: sp--; p[sp - 2] = p[sp - 2] << ((int) p[sp] & 63); pc++; break;
                            case ISHR: sp--; p[sp - 1] = (int) p[sp - 1] >> ((int) p[sp] & 31); pc++; break;
                            case LSHR: sp--; p[sp - 2] = p[sp - 2] >> ((int) p[sp] & 63); pc++; break;
                            case IUSHR: sp--; p[sp - 1] = (int) p[sp - 1] >>> ((int) p[sp] & 31); pc++; break;
                            case LUSHR: sp--; p[sp - 2] = p[sp - 2] >>> ((int) p[sp] & 63); pc++; break;
                            case IAND: sp--; p[sp - 1] = (int) p[sp - 1] & (int) p[sp]; pc++; break;
                            case LAND: sp -= 2; p[sp - 2] = p[sp - 2] & p[sp]; pc++; break;
                            case IOR: sp--; p[sp - 1] = (int) p[sp - 1] | (int) p[sp]; pc++; break;
                            case LOR: sp -= 2; p[sp - 2] = p[sp - 2] | p[sp]; pc++; break;
                            case IXOR: sp--; p[sp - 1] = (int) p[sp - 1] ^ (int) p[sp]; pc++; break;
                            case LXOR: sp -= 2; p[sp - 2] = p[sp - 2] ^ p[sp]; pc++; break;
                            case IINC: { int i = code[pc + 1] & 0xff; p[i] = (int) p[i] + code[pc + 2]; pc += 3; break; }
                            case I2L: p[sp] = 0; r[sp] = null; sp++; pc++; break; // int slots are already sign-extended
                            case I2F: p[sp - 1] = Values.ofFloat((float) (int) p[sp - 1]); pc++; break;
                            case I2D: p[sp - 1] = Values.ofDouble((int) p[sp - 1]); r[sp] = null; sp++; pc++; break;
                            case L2I: sp--; p[sp - 1] = (int) p[sp - 1]; pc++; break;
                            case L2F: sp--; p[sp - 1] = Values.ofFloat((float) p[sp - 1]); pc++; break;
                            case L2D: p[sp - 2] = Values.ofDouble((double) p[sp - 2]); pc++; break;
                            case F2I: p[sp - 1] = (int) Values.toFloat(p[sp - 1]); pc++; break;
                            case F2L: p[sp - 1] = (long) Values.toFloat(p[sp - 1]); r[sp] = null; sp++; pc++; break;
                            case F2D: p[sp - 1] = Values.ofDouble(Values.toFloat(p[sp - 1])); r[sp] = null; sp++; pc++; break;
                            case D2I: sp--; p[sp - 1] = (int) Values.toDouble(p[sp - 1]); pc++; break;
                            case D2L: p[sp - 2] = (long) Values.toDouble(p[sp - 2]); pc++; break;
                            case D2F: sp--; p[sp - 1] = Values.ofFloat((float) Values.toDouble(p[sp - 1])); pc++; break;
                            case I2B: p[sp - 1] = (byte) p[sp - 1]; pc++; break;
                            case I2C: p[sp - 1] = (char) p[sp - 1]; pc++; break;
                            case I2S: p[sp - 1] = (short) p[sp - 1]; pc++; break;
                            case LCMP: sp -= 3; p[sp - 1] = Long.compare(p[sp - 1], p[sp + 1]); pc++; break;
                            case FCMPL: case FCMPG: {
                                float a = Values.toFloat(p[sp - 2]), b = Values.toFloat(p[sp - 1]);
                                sp--;
                                p[sp - 1] = a > b ? 1 : a == b ? 0 : a < b ? -1 : (op == FCMPG ? 1 : -1);
                                pc++; break;
                            }
                            case DCMPL: case DCMPG: {
                                double a = Values.toDouble(p[sp - 4]), b = Values.toDouble(p[sp - 2]);
                                sp -= 3;
                                p[sp - 1] = a > b ? 1 : a == b ? 0 : a < b ? -1 : (op == DCMPG ? 1 : -1);
                                pc++; break;
                            }
                            case IFEQ: case IFNE: case IFLT: case IFGE: case IFGT: case IFLE: {
                                int v = (int) p[--sp];
                                boolean jump;
                                switch (op) {
                                    case IFEQ: jump = v == 0; break;
                                    case IFNE: jump = v != 0; break;
                                    case IFLT: jump = v < 0; break;
                                    case IFGE: jump = v >= 0; break;
                                    case IFGT: jump = v > 0; break;
                                    default: jump = v <= 0;
                                }
                                if (jump) {
                                    int off = s2(code, pc + 1);
                                    pc += off;
                                    if (off < 0 && --budget <= 0) { f.pc = pc; f.sp = sp; return YIELD; }
                                } else pc += 3;
                                break;
                            }
                            case IF_ICMPEQ: case IF_ICMPNE: case IF_ICMPLT: case IF_ICMPGE: case IF_ICMPGT: case IF_ICMPLE: {
                                int b = (int) p[--sp], a = (int) p[--sp];
                                boolean jump;
                                switch (op) {
                                    case IF_ICMPEQ: jump = a == b; break;
                                    case IF_ICMPNE: jump = a != b; break;
                                    case IF_ICMPLT: jump = a < b; break;
                                    case IF_ICMPGE: jump = a >= b; break;
                                    case IF_ICMPGT: jump = a > b; break;
                                    default: jump = a <= b;
                                }
                                if (jump) {
                                    int off = s2(code, pc + 1);
                                    pc += off;
                                    if (off < 0 && --budget <= 0) { f.pc = pc; f.sp = sp; return YIELD; }
                                } else pc += 3;
                                break;
                            }
                            case IF_ACMPEQ: case IF_ACMPNE: {
                                VmObject b = r[--sp], a = r[--sp];
                                r[sp] = null; r[sp + 1] = null;
                                if ((a == b) == (op == IF_ACMPEQ)) {
                                    int off = s2(code, pc + 1);
                                    pc += off;
                                    if (off < 0 && --budget <= 0) { f.pc = pc; f.sp = sp; return YIELD; }
                                } else pc += 3;
                                break;
                            }
                            case IFNULL: case IFNONNULL: {
                                VmObject a = r[--sp];
                                r[sp] = null;
                                if ((a == null) == (op == IFNULL)) {
                                    int off = s2(code, pc + 1);
                                    pc += off;
                                    if (off < 0 && --budget <= 0) { f.pc = pc; f.sp = sp; return YIELD; }
                                } else pc += 3;
                                break;
                            }
                            case GOTO: case GOTO_W: {
                                int off = op == GOTO ? s2(code, pc + 1) : s4(code, pc + 1);
                                pc += off;
                                if (off <= 0 && --budget <= 0) { f.pc = pc; f.sp = sp; return YIELD; }
                                break;
                            }
                            case JSR: case JSR_W: {
                                int len = op == JSR ? 3 : 5;
                                p[sp] = pc + len; r[sp] = null; sp++;
                                pc += op == JSR ? s2(code, pc + 1) : s4(code, pc + 1);
                                break;
                            }
                            case RET: pc = (int) p[code[pc + 1] & 0xff]; break;
                            case TABLESWITCH: {
                                int base = (pc + 4) & ~3;
                                int def = s4(code, base), lo = s4(code, base + 4), hi = s4(code, base + 8);
                                int key = (int) p[--sp];
                                int off = key >= lo && key <= hi ? s4(code, base + 12 + 4 * (key - lo)) : def;
                                pc += off;
                                if (off <= 0 && --budget <= 0) { f.pc = pc; f.sp = sp; return YIELD; }
                                break;
                            }
                            case LOOKUPSWITCH: {
                                int base = (pc + 4) & ~3;
                                int def = s4(code, base), n = s4(code, base + 4);
                                int key = (int) p[--sp];
                                int off = def;
                                int lo = 0, hi = n - 1;
                                while (lo <= hi) {
                                    int mid = (lo + hi) >>> 1;
                                    int k = s4(code, base + 8 + 8 * mid);
                                    if (k < key) lo = mid + 1;
                                    else if (k > key) hi = mid - 1;
                                    else { off = s4(code, base + 12 + 8 * mid); break; }
                                }
                                pc += off;
                                if (off <= 0 && --budget <= 0) { f.pc = pc; f.sp = sp; return YIELD; }
                                break;
                            }
                            case IRETURN: case FRETURN: case LRETURN: case DRETURN: case ARETURN: case RETURN: {
                                long pv = 0; VmObject rv = null;
                                if (op == ARETURN) rv = r[sp - 1];
                                else if (op == LRETURN || op == DRETURN) pv = p[sp - 2];
                                else if (op != RETURN) pv = narrowReturn(m.returnKind, p[sp - 1]);
                                f.pc = pc; f.sp = sp;
                                Frame next = doReturn(t, f, pv, rv);
                                if (next == null) return exitStatus;
                                f = next;
                                continue outer;
                            }
                            case GETSTATIC: {
                                int idx = u2(code, pc + 1);
                                Object c = cls.cpCache[idx];
                                VmField fd = c instanceof VmField ? (VmField) c : resolver.resolveField(cls, idx, true);
                                VmClass owner = fd.owner;
                                if (owner.initState != VmClass.INITIALIZED && init.ensure(t, owner)) {
                                    f.pc = pc; f.sp = sp;
                                    if (t.state != VmThread.State.RUNNABLE) return BLOCKED;
                                    f = t.top; continue outer;
                                }
                                if (!fd.isStatic()) resolver.resolveField(cls, idx, true);
                                if (pts && visible(fd, owner.mirror) && stop(t, Op.READ, owner.mirror, fd, m, pc)) { f.pc = pc; f.sp = sp; return POINT; }
                                if (fd.isRef) { r[sp] = owner.staticR[fd.slot]; sp++; }
                                else { p[sp] = owner.staticP[fd.slot]; r[sp] = null; sp += Descriptors.isWide(fd.kind) ? 2 : 1; }
                                pc += 3; break;
                            }
                            case PUTSTATIC: {
                                int idx = u2(code, pc + 1);
                                Object c = cls.cpCache[idx];
                                VmField fd = c instanceof VmField ? (VmField) c : resolver.resolveField(cls, idx, true);
                                VmClass owner = fd.owner;
                                if (owner.initState != VmClass.INITIALIZED && init.ensure(t, owner)) {
                                    f.pc = pc; f.sp = sp;
                                    if (t.state != VmThread.State.RUNNABLE) return BLOCKED;
                                    f = t.top; continue outer;
                                }
                                if (!fd.isStatic()) resolver.resolveField(cls, idx, true);
                                if (pts) {
                                    if (visible(fd, owner.mirror) && stop(t, Op.WRITE, owner.mirror, fd, m, pc)) { f.pc = pc; f.sp = sp; return POINT; }
                                    if (fd.isRef) vm.publish(r[sp - 1]);
                                }
                                if (fd.isRef) { sp--; owner.staticR[fd.slot] = r[sp]; r[sp] = null; }
                                else if (Descriptors.isWide(fd.kind)) { sp -= 2; owner.staticP[fd.slot] = p[sp]; }
                                else { sp--; owner.staticP[fd.slot] = Values.narrow(fd.kind, p[sp]); }
                                pc += 3; break;
                            }
                            case GETFIELD: {
                                int idx = u2(code, pc + 1);
                                Object c = cls.cpCache[idx];
                                VmField fd = c instanceof VmField && !((VmField) c).isStatic() ? (VmField) c : resolver.resolveField(cls, idx, false);
                                VmObject o = r[sp - 1];
                                if (o == null) throw npe();
                                if (pts && visible(fd, o) && stop(t, Op.READ, o, fd, m, pc)) { f.pc = pc; f.sp = sp; return POINT; }
                                if (fd.isRef) r[sp - 1] = o.r[fd.slot];
                                else { p[sp - 1] = o.p[fd.slot]; r[sp - 1] = null; if (Descriptors.isWide(fd.kind)) { r[sp] = null; sp++; } }
                                pc += 3; break;
                            }
                            case PUTFIELD: {
                                int idx = u2(code, pc + 1);
                                Object c = cls.cpCache[idx];
                                VmField fd = c instanceof VmField && !((VmField) c).isStatic() ? (VmField) c : resolver.resolveField(cls, idx, false);
                                if (fd.isRef) {
                                    VmObject o = r[sp - 2];
                                    if (o == null) throw npe();
                                    if (pts) {
                                        if (visible(fd, o) && stop(t, Op.WRITE, o, fd, m, pc)) { f.pc = pc; f.sp = sp; return POINT; }
                                        if (o.shared) vm.publish(r[sp - 1]);
                                    }
                                    o.r[fd.slot] = r[sp - 1];
                                    sp -= 2; r[sp] = null; r[sp + 1] = null;
                                } else if (Descriptors.isWide(fd.kind)) {
                                    VmObject o = r[sp - 3];
                                    if (o == null) throw npe();
                                    if (pts && visible(fd, o) && stop(t, Op.WRITE, o, fd, m, pc)) { f.pc = pc; f.sp = sp; return POINT; }
                                    o.p[fd.slot] = p[sp - 2];
                                    sp -= 3; r[sp] = null;
                                } else {
                                    VmObject o = r[sp - 2];
                                    if (o == null) throw npe();
                                    if (pts && visible(fd, o) && stop(t, Op.WRITE, o, fd, m, pc)) { f.pc = pc; f.sp = sp; return POINT; }
                                    o.p[fd.slot] = Values.narrow(fd.kind, p[sp - 1]);
                                    sp -= 2; r[sp] = null;
                                }
                                pc += 3; break;
                            }
                            case INVOKEVIRTUAL: case INVOKESPECIAL: case INVOKESTATIC: case INVOKEINTERFACE: {
                                int idx = u2(code, pc + 1);
                                Object c = cls.cpCache[idx];
                                MethodRef mr = c instanceof MethodRef ? (MethodRef) c : resolver.resolveMethod(cls, idx, op);
                                VmMethod target = mr.method;
                                if (op == INVOKESTATIC) {
                                    if (!target.isStatic())
                                        throw new ThrowNew("java/lang/IncompatibleClassChangeError", "Expected static method '" + target.externalSignature() + "'");
                                    VmClass owner = target.owner;
                                    if (owner.initState != VmClass.INITIALIZED && init.ensure(t, owner)) {
                                        f.pc = pc; f.sp = sp;
                                        if (t.state != VmThread.State.RUNNABLE) return BLOCKED;
                                        f = t.top; continue outer;
                                    }
                                } else {
                                    if (target.isStatic())
                                        throw new ThrowNew("java/lang/IncompatibleClassChangeError", "Expecting non-static method '" + target.externalSignature() + "'");
                                    if (target.polymorphic) {
                                        f.pc = pc; f.sp = sp;
                                        Frame next = vm.polymorphicCall(t, f, target, cls, idx);
                                        if (next == null) return t.atPoint ? POINT : t.state == VmThread.State.RUNNABLE ? YIELD : BLOCKED;
                                        f = next; continue outer;
                                    }
                                    VmObject recv = r[sp - target.argSlots];
                                    if (recv == null) throw npe();
                                    if (op == INVOKESPECIAL) {
                                        VmMethod sp_ = mr.special;
                                        if (sp_ == null) { sp_ = specialTarget(cls, target); mr.special = sp_; }
                                        target = sp_;
                                    } else if (op == INVOKEVIRTUAL) {
                                        if (mr.vindex >= 0) target = recv.cls.vtable[mr.vindex];
                                    } else {
                                        target = interfaceTarget(mr, recv.cls);
                                    }
                                }
                                if (--budget <= 0) {
                                    // preempt before the call; the call re-executes when the thread runs again
                                    f.pc = pc; f.sp = sp; return YIELD;
                                }
                                f.pc = pc; f.sp = sp;
                                Frame next = invoke(t, f, target, sp - target.argSlots);
                                if (next == null) return exitStatus;
                                f = next;
                                continue outer;
                            }
                            case INVOKEDYNAMIC: {
                                int idx = u2(code, pc + 1);
                                Object c = cls.cpCache[idx];
                                VmMethod target = c instanceof VmMethod ? (VmMethod) c : vm.linkCallSite(cls, idx);
                                VmClass owner = target.owner;
                                if (owner.initState != VmClass.INITIALIZED && init.ensure(t, owner)) {
                                    f.pc = pc; f.sp = sp;
                                    if (t.state != VmThread.State.RUNNABLE) return BLOCKED;
                                    f = t.top; continue outer;
                                }
                                f.pc = pc; f.sp = sp;
                                Frame next = invoke(t, f, target, sp - target.argSlots);
                                if (next == null) return exitStatus;
                                f = next;
                                continue outer;
                            }
                            case NEW: {
                                int idx = u2(code, pc + 1);
                                Object c = cls.cpCache[idx];
                                VmClass k = c instanceof VmClass ? (VmClass) c : resolver.resolveClass(cls, idx);
                                if (k.initState != VmClass.INITIALIZED) {
                                    if (k.isInterface() || k.isAbstract()) throw new ThrowNew("java/lang/InstantiationError", k.javaName());
                                    if (init.ensure(t, k)) {
                                        f.pc = pc; f.sp = sp;
                                        if (t.state != VmThread.State.RUNNABLE) return BLOCKED;
                                        f = t.top; continue outer;
                                    }
                                }
                                if (k.isAbstract()) throw new ThrowNew("java/lang/InstantiationError", k.javaName());
                                r[sp] = heap.newObject(k); p[sp] = 0; sp++;
                                pc += 3; break;
                            }
                            case NEWARRAY: {
                                int len = (int) p[sp - 1];
                                if (len < 0) throw new ThrowNew("java/lang/NegativeArraySizeException", String.valueOf(len));
                                r[sp - 1] = heap.newArray(vm.primitiveArray(code[pc + 1]), len); p[sp - 1] = 0;
                                pc += 2; break;
                            }
                            case ANEWARRAY: {
                                int idx = u2(code, pc + 1);
                                Object c = cls.cpCache[idx];
                                VmClass k = c instanceof VmClass ? (VmClass) c : resolver.resolveClass(cls, idx);
                                int len = (int) p[sp - 1];
                                if (len < 0) throw new ThrowNew("java/lang/NegativeArraySizeException", String.valueOf(len));
                                r[sp - 1] = heap.newArray(classes.arrayOf(k), len); p[sp - 1] = 0;
                                pc += 3; break;
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
                                sp -= dims;
                                r[sp] = heap.newMultiArray(k, lens); p[sp] = 0; sp++;
                                for (int i = sp; i < sp + dims - 1; i++) r[i] = null;
                                pc += 4; break;
                            }
                            case ARRAYLENGTH: {
                                VmObject a = r[sp - 1];
                                if (a == null) throw npe();
                                p[sp - 1] = a.length; r[sp - 1] = null;
                                pc++; break;
                            }
                            case ATHROW: {
                                VmObject e = r[sp - 1];
                                if (e == null) throw npe();
                                throw new GuestException(e);
                            }
                            case CHECKCAST: {
                                VmObject o = r[sp - 1];
                                if (o != null) {
                                    int idx = u2(code, pc + 1);
                                    Object c = cls.cpCache[idx];
                                    VmClass k = c instanceof VmClass ? (VmClass) c : resolver.resolveClass(cls, idx);
                                    if (o.cls != k && !o.cls.isSubclassOf(k))
                                        throw new ThrowNew("java/lang/ClassCastException", vm.classCastMessage(o.cls, k));
                                }
                                pc += 3; break;
                            }
                            case INSTANCEOF: {
                                VmObject o = r[sp - 1];
                                int res = 0;
                                if (o != null) {
                                    int idx = u2(code, pc + 1);
                                    Object c = cls.cpCache[idx];
                                    VmClass k = c instanceof VmClass ? (VmClass) c : resolver.resolveClass(cls, idx);
                                    res = (o.cls == k || o.cls.isSubclassOf(k)) ? 1 : 0;
                                }
                                p[sp - 1] = res; r[sp - 1] = null;
                                pc += 3; break;
                            }
                            case MONITORENTER: {
                                VmObject o = r[sp - 1];
                                if (o == null) throw npe();
                                if (pts && o.shared && stop(t, Op.ACQUIRE, o, Op.KEY_MONITOR, m, pc)) { f.pc = pc; f.sp = sp; return POINT; }
                                if (!Monitors.enter(t, o)) { f.pc = pc; f.sp = sp; return BLOCKED; }
                                sp--; r[sp] = null;
                                pc++; break;
                            }
                            case MONITOREXIT: {
                                VmObject o = r[sp - 1];
                                if (o == null) throw npe();
                                if (pts && o.shared && Monitors.holds(t, o) && stop(t, Op.RELEASE, o, Op.KEY_MONITOR, m, pc)) { f.pc = pc; f.sp = sp; return POINT; }
                                if (!Monitors.exit(t, o)) throw new ThrowNew("java/lang/IllegalMonitorStateException", null);
                                sp--; r[sp] = null;
                                pc++; break;
                            }
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
                                    case RET: pc = (int) p[i]; continue;
                                    case IINC: p[i] = (int) p[i] + (short) u2(code, pc + 4); pc += 6; continue;
                                    default: throw new ThrowNew("java/lang/VerifyError", "bad wide opcode " + wop);
                                }
                                pc += 4; break;
                            }
                            default:
                                throw new ThrowNew("java/lang/VerifyError", "Illegal opcode " + op + " in " + m);
                        }
                    }
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
            }
        } finally {
            instructions += count;
        }
    }

    // ------------------------------------------------------------ scheduling points

    /** Whether an access to field fd of holder is a scheduling point under the VM's sched mode. */
    private boolean visible(VmField fd, VmObject holder) {
        if (fd.vis == VmField.FINAL) return false;
        if (vm.sched == Vm.SCHED_ALL) return true;
        return holder.shared && (fd.vis == VmField.VOLATILE || vm.sched == Vm.SCHED_SHARED);
    }

    private boolean element(VmThread t, VmObject a, int index, int kind, VmMethod m, int pc) {
        if (a.shared ? vm.sched < Vm.SCHED_SHARED : vm.sched != Vm.SCHED_ALL) return false;
        if (!stop(t, kind, a, Op.elementKey(index), m, pc)) return false;
        t.pending.what = Descriptors.javaName(a.cls.name);
        return true;
    }

    private boolean stop(VmThread t, int kind, VmObject holder, VmField fd, VmMethod m, int pc) {
        if (!stop(t, kind, holder, fd.key, m, pc)) return false;
        t.pending.what = fd.owner.javaName() + "." + fd.name;
        t.pending.sync = fd.vis == VmField.VOLATILE;
        return true;
    }

    /**
     * A visible operation is about to execute on t. Returns true when t must stop before it (the
     * operation is recorded as t's pending one and the instruction re-executes once the scheduler
     * grants it), false when it may proceed: it was granted, or t runs VM bookkeeping that no
     * other thread can observe (class initializers, thread exit, thread-group accounting).
     */
    boolean stop(VmThread t, int kind, VmObject holder, long key, VmMethod m, int pc) {
        if (t.granted) { t.granted = false; return false; }
        // until the target starts a second thread there is nothing to interleave with
        if (vm.scheduler.spawned == 0 && kind != Op.START) return false;
        if (t.top != null && Quiet.inQuietCode(t)) return false;
        t.pending.set(kind, holder, key, m, pc);
        if (m != null && m.owner.jdk) {
            for (Frame f = t.top; f != null; f = f.caller) {
                if (!f.method.owner.jdk) { t.pending.userMethod = f.method; t.pending.userPc = f.pc; break; }
            }
        }
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

    static ThrowNew npe() { return new ThrowNew("java/lang/NullPointerException", null); }

    private static VmObject arrayRef(VmObject a, int index) {
        if (a == null) throw npe();
        if (index < 0 || index >= a.length)
            throw new ThrowNew("java/lang/ArrayIndexOutOfBoundsException", "Index " + index + " out of bounds for length " + a.length);
        return a;
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
        VmObject lock = null;
        if (target.isSynchronized) {
            lock = target.isStatic() ? target.owner.mirror : caller.r[argBase];
            if (vm.searching && lock.shared && stop(t, Op.ACQUIRE, lock, Op.KEY_MONITOR, caller.method, caller.pc)) { exitStatus = POINT; return null; }
            if (!Monitors.enter(t, lock)) { exitStatus = BLOCKED; return null; }
        }
        Frame nf = new Frame(target);
        int n = target.argSlots;
        System.arraycopy(caller.p, argBase, nf.p, 0, n);
        System.arraycopy(caller.r, argBase, nf.r, 0, n);
        for (int i = argBase; i < argBase + n; i++) caller.r[i] = null;
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
            if (vm.searching && lock.shared && !nativesTurn && stop(t, Op.ACQUIRE, lock, Op.KEY_MONITOR, caller.method, caller.pc)) { exitStatus = POINT; return null; }
            if (!Monitors.enter(t, lock)) { exitStatus = BLOCKED; return null; }
        }
        NativeCall nc = t.nativeCall;
        nc.setup(target, caller.p, caller.r, argBase);
        try {
            target.nativeImpl.invoke(nc);
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

    private static int invokeLength(Frame f) {
        int op = f.method.code[f.pc] & 0xff;
        return op == INVOKEINTERFACE || op == INVOKEDYNAMIC ? 5 : 3;
    }

    /** Pops f, delivering its result to the caller. */
    Frame doReturn(VmThread t, Frame f, long pv, VmObject rv) {
        if (f.lock != null && vm.searching && f.lock.shared && Monitors.holds(t, f.lock)
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
            case Frame.THROW_ON_RETURN:
                return unwind(t, c, (VmObject) f.aux);
            case Frame.HOST_CALL:
                t.hostResultP = pv;
                t.hostResultR = rv;
                exitStatus = HOST_RETURN;
                return null;
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
            // not handled here: pop the frame
            if (f.lock != null) Monitors.exit(t, f.lock);
            Frame c = f.caller;
            t.top = c;
            t.depth--;
            switch (f.kind) {
                case Frame.CLINIT: {
                    VmClass k = (VmClass) f.aux;
                    if (f.pending) { init.unwound(k); break; } // never started: exc is already an Error
                    init.failed(k);
                    if (!exc.cls.isSubclassOf(classes.load("java/lang/Error"))) {
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
        String desc;
        if (e.cause != null && e.message == null) desc = "(Ljava/lang/Throwable;)V";
        else if (e.cause != null) desc = "(Ljava/lang/String;Ljava/lang/Throwable;)V";
        else if (e.message != null) desc = "(Ljava/lang/String;)V";
        else desc = "()V";
        VmMethod ctor = k.declaredMethod("<init>", desc);
        if (ctor == null) throw new IllegalStateException("no constructor " + desc + " in " + k.name);
        Frame nf = new Frame(ctor);
        nf.kind = Frame.THROW_ON_RETURN;
        nf.aux = exc;
        nf.r[0] = exc;
        if (e.cause != null && e.message == null) nf.r[1] = e.cause;
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
