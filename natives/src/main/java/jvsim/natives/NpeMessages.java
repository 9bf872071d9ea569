package jvsim.natives;

import static org.apache.bcel.Const.*;

import jvsim.vm.Descriptors;
import jvsim.vm.VmMethod;
import org.apache.bcel.classfile.ConstantCP;
import org.apache.bcel.classfile.ConstantNameAndType;
import org.apache.bcel.classfile.ConstantPool;
import org.apache.bcel.classfile.LocalVariable;
import org.apache.bcel.classfile.LocalVariableTable;

/**
 * Helpful NullPointerException messages (JEP 358) as HotSpot computes them (bytecodeUtils.cpp):
 * the bytecode at the faulting pc names the failed action ("Cannot invoke \"String.length()\""),
 * and a simulation of the method's operand stack up to that pc finds the instruction that pushed
 * the null reference, which describes it ("because \"&lt;local1&gt;\" is null", or the variable's
 * name when the class has a LocalVariableTable). The simulation follows HotSpot's exactly: linear
 * passes over the code that merge stacks into successors until no new pc becomes reachable,
 * stopping at the faulting pc; a slot pushed by different instructions on merged paths has no
 * source and gets no description.
 */
final class NpeMessages {
    /** Detail levels of a description, as HotSpot's _max_cause_detail. */
    private static final int MAX_DETAIL = 5;
    private static final int NO_SOURCE = -1;
    /** A bound on simulated stack entries, as HotSpot's _max_entries: beyond it there is no description. */
    private static final int MAX_ENTRIES = 1000000;

    private final VmMethod method;
    private final byte[] code;
    private final ConstantPool cp;
    /** Per pc: the simulated operand stack before the instruction (source pc per slot), or null. */
    private final Stack[] stacks;
    private int entries;

    /** A simulated operand stack: the pc of the instruction that pushed each slot, and the locals written so far. */
    private static final class Stack {
        int[] slots;
        int size;
        java.util.BitSet written;

        Stack(int capacity) { slots = new int[Math.max(capacity, 4)]; written = new java.util.BitSet(); }

        Stack(Stack o) { slots = o.slots.clone(); size = o.size; written = (java.util.BitSet) o.written.clone(); }

        void push(int source, int n) {
            for (int i = 0; i < n; i++) {
                if (size == slots.length) slots = java.util.Arrays.copyOf(slots, size * 2);
                slots[size++] = source;
            }
        }

        void pop(int n) { size = Math.max(0, size - n); }

        int fromTop(int i) { return i < size ? slots[size - 1 - i] : NO_SOURCE; }

        void merge(Stack o) {
            int n = Math.min(size, o.size);
            for (int i = 0; i < n; i++) if (slots[i] != o.slots[i]) slots[i] = NO_SOURCE;
            written.or(o.written);
        }
    }

    private NpeMessages(VmMethod method) {
        this.method = method;
        this.code = method.code;
        this.cp = method.owner.cp;
        this.stacks = new Stack[code.length + 1];
    }

    /** The message for a NullPointerException thrown by the instruction at pc of m, or null when it has none. */
    static String message(VmMethod m, int pc) {
        if (m.code == null || pc < 0 || pc >= m.code.length) return null;
        NpeMessages b = new NpeMessages(m);
        int slot = b.nullSlot(pc);
        if (slot < 0) return null;
        StringBuilder sb = new StringBuilder();
        b.failedAction(sb, pc);
        if (b.simulate(pc)) {
            StringBuilder cause = new StringBuilder();
            if (b.cause(cause, pc, slot, MAX_DETAIL, false, true)) sb.append(cause).append("\" is null");
        }
        return sb.toString();
    }

    /** The stack slot (from the top) that holds the null reference for the instruction at pc, or -1. */
    private int nullSlot(int pc) {
        int op = code[pc] & 0xff;
        switch (op) {
            case IALOAD: case LALOAD: case FALOAD: case DALOAD: case AALOAD: case BALOAD: case CALOAD: case SALOAD: return 1;
            case IASTORE: case FASTORE: case AASTORE: case BASTORE: case CASTORE: case SASTORE: return 2;
            case LASTORE: case DASTORE: return 3;
            case PUTFIELD: return Descriptors.isWide(Descriptors.kindOf(signature(u2(pc + 1)))) ? 2 : 1;
            case GETFIELD: case ARRAYLENGTH: case ATHROW: case MONITORENTER: case MONITOREXIT: return 0;
            case INVOKEVIRTUAL: case INVOKESPECIAL: case INVOKEINTERFACE: {
                int idx = u2(pc + 1);
                // a constructor call cannot meet null in Java: an explicitly constructed NullPointerException
                if (name(idx).equals("<init>")) return -1;
                return Descriptors.parse(signature(idx)).slots;
            }
            default: return -1;
        }
    }

    private void failedAction(StringBuilder sb, int pc) {
        int op = code[pc] & 0xff;
        switch (op) {
            case IALOAD: sb.append("Cannot load from int array"); break;
            case FALOAD: sb.append("Cannot load from float array"); break;
            case AALOAD: sb.append("Cannot load from object array"); break;
            case BALOAD: sb.append("Cannot load from byte/boolean array"); break;
            case CALOAD: sb.append("Cannot load from char array"); break;
            case SALOAD: sb.append("Cannot load from short array"); break;
            case LALOAD: sb.append("Cannot load from long array"); break;
            case DALOAD: sb.append("Cannot load from double array"); break;
            case IASTORE: sb.append("Cannot store to int array"); break;
            case FASTORE: sb.append("Cannot store to float array"); break;
            case AASTORE: sb.append("Cannot store to object array"); break;
            case BASTORE: sb.append("Cannot store to byte/boolean array"); break;
            case CASTORE: sb.append("Cannot store to char array"); break;
            case SASTORE: sb.append("Cannot store to short array"); break;
            case LASTORE: sb.append("Cannot store to long array"); break;
            case DASTORE: sb.append("Cannot store to double array"); break;
            case ARRAYLENGTH: sb.append("Cannot read the array length"); break;
            case ATHROW: sb.append("Cannot throw exception"); break;
            case MONITORENTER: sb.append("Cannot enter synchronized block"); break;
            case MONITOREXIT: sb.append("Cannot exit synchronized block"); break;
            case GETFIELD: sb.append("Cannot read field \"").append(name(u2(pc + 1))).append('"'); break;
            case PUTFIELD: sb.append("Cannot assign field \"").append(name(u2(pc + 1))).append('"'); break;
            default: sb.append("Cannot invoke \""); methodName(sb, u2(pc + 1)); sb.append('"');
        }
    }

    /**
     * Describes the value in stack slot (from the top) before the instruction at pc; false when it
     * cannot. The top-level call starts the sentence (" because \"" or " because the return value of \"").
     */
    private boolean cause(StringBuilder sb, int pc, int slot, int detail, boolean inner, boolean top) {
        if (detail <= 0 || stacks[pc] == null) return false;
        int src = stacks[pc].fromTop(slot);
        if (src == NO_SOURCE) return false;
        int op = code[src] & 0xff;
        boolean wide = false;
        int at = src + 1;
        if (op == WIDE) { wide = true; op = code[src + 1] & 0xff; at = src + 2; }
        boolean invoke = op == INVOKEVIRTUAL || op == INVOKESPECIAL || op == INVOKESTATIC || op == INVOKEINTERFACE;
        if (top && !invoke) sb.append(" because \"");
        Stack s = stacks[pc];
        switch (op) {
            case ILOAD_0: case ALOAD_0: local(sb, s, src, 0); return true;
            case ILOAD_1: case ALOAD_1: local(sb, s, src, 1); return true;
            case ILOAD_2: case ALOAD_2: local(sb, s, src, 2); return true;
            case ILOAD_3: case ALOAD_3: local(sb, s, src, 3); return true;
            case ILOAD: case ALOAD: local(sb, s, src, wide ? u2(at) : code[at] & 0xff); return true;
            case ACONST_NULL: sb.append("null"); return true;
            case ICONST_M1: case ICONST_0: case ICONST_1: case ICONST_2: case ICONST_3: case ICONST_4: case ICONST_5:
                sb.append(op - ICONST_0); return true;
            case BIPUSH: sb.append(code[src + 1]); return true;
            case SIPUSH: sb.append(u2(src + 1)); return true; // unsigned, as HotSpot prints it
            case IALOAD: case AALOAD: {
                if (!cause(sb, src, 1, detail - 1, inner, false)) sb.append("<array>");
                sb.append('[');
                if (!cause(sb, src, 0, detail - 1, true, false)) sb.append("...");
                sb.append(']');
                return true;
            }
            case GETSTATIC: {
                int idx = u2(at);
                sb.append(klassName(className(idx))).append('.').append(name(idx));
                return true;
            }
            case GETFIELD: {
                if (cause(sb, src, 0, detail - 1, inner, false)) sb.append('.');
                sb.append(name(u2(at)));
                return true;
            }
            case INVOKEVIRTUAL: case INVOKESPECIAL: case INVOKESTATIC: case INVOKEINTERFACE:
                if (top && !inner) sb.append(" because the return value of \"");
                methodName(sb, u2(at));
                return true;
            default:
                return false;
        }
    }

    /**
     * A local variable loaded at pc: its name from the LocalVariableTable, else "this",
     * "&lt;parameterN&gt;" (a parameter's slot not written on the way to the consuming instruction,
     * whose stack is s) or "&lt;localN&gt;".
     */
    private void local(StringBuilder sb, Stack s, int pc, int slot) {
        LocalVariableTable lvt = ReflectionNatives.bcel(method).getLocalVariableTable();
        if (lvt != null) {
            for (LocalVariable v : lvt.getLocalVariableTable()) {
                if (pc >= v.getStartPC() && pc < v.getStartPC() + v.getLength() && v.getIndex() == slot) { sb.append(v.getName()); return; }
            }
        }
        boolean parameter = !s.written.get(slot);
        if (!method.isStatic() && slot == 0 && parameter) { sb.append("this"); return; }
        int curr = method.isStatic() ? 0 : 1, index = 1;
        boolean found = false;
        for (char k : method.argKinds) {
            int size = Descriptors.isWide(k) ? 2 : 1;
            if (slot >= curr && slot < curr + size) { found = true; break; }
            index++;
            curr += size;
        }
        if (found && parameter) sb.append("<parameter").append(index).append('>');
        else sb.append("<local").append(slot).append('>');
    }

    /** "Klass.name(param, types)" of a method reference. */
    private void methodName(StringBuilder sb, int idx) {
        sb.append(klassName(className(idx))).append('.').append(name(idx)).append('(');
        String[] types = Descriptors.parse(signature(idx)).argTypes;
        for (int i = 0; i < types.length; i++) {
            if (i > 0) sb.append(", ");
            sb.append(trimWellKnown(Descriptors.javaName(types[i])));
        }
        sb.append(')');
    }

    private static String klassName(String internal) {
        return trimWellKnown(internal.startsWith("[") ? Descriptors.javaName(internal) : internal.replace('/', '.'));
    }

    /** HotSpot prints java.lang.Object and java.lang.String without their package. */
    private static String trimWellKnown(String name) {
        for (String k : new String[]{"java.lang.Object", "java.lang.String"}) {
            if (name.startsWith(k) && (name.length() == k.length() || name.charAt(k.length()) == '[')) return name.substring("java.lang.".length());
        }
        return name;
    }

    // ---------------------------------------------------------------- simulation

    /** Simulates the code until the stack before pc is known; false when it is not (or too big to follow). */
    private boolean simulate(int pc) {
        stacks[0] = new Stack(method.maxStack);
        int[] h = method.handlers;
        if (h != null) {
            for (int i = 0; i < h.length; i += 4) {
                Stack s = new Stack(method.maxStack);
                s.push(NO_SOURCE, 1);
                stacks[h[i + 2]] = s;
            }
        }
        boolean added = true;
        while (added) {
            added = false;
            for (int i = 0; i < code.length; ) {
                int[] res = step(i);
                if (res[1] != 0) added = true;
                i += res[0];
                if (i == pc && stacks[i] != null) return true;
                if (entries > MAX_ENTRIES) return false;
            }
        }
        return stacks[pc] != null;
    }

    /** Simulates the instruction at pc, merging its result into its successors: {length, 1 if a new pc became reachable}. */
    private int[] step(int pc) {
        int op = code[pc] & 0xff;
        int len = length(pc);
        if (stacks[pc] == null) return new int[]{len, 0};
        Stack s = new Stack(stacks[pc]);
        boolean ended = false;
        int[] dests = null;
        switch (op) {
            case NOP: case IINC: case CHECKCAST: case GOTO: case GOTO_W: case RETURN: break;
            case ACONST_NULL: case ICONST_M1: case ICONST_0: case ICONST_1: case ICONST_2: case ICONST_3: case ICONST_4: case ICONST_5:
            case FCONST_0: case FCONST_1: case FCONST_2: case BIPUSH: case SIPUSH: case LDC: case LDC_W:
            case ILOAD: case FLOAD: case ALOAD: case 26: case 27: case 28: case 29: case 34: case 35: case 36: case 37:
            case 42: case 43: case 44: case 45: case NEW:
                s.push(pc, 1); break;
            case LCONST_0: case LCONST_1: case DCONST_0: case DCONST_1: case LDC2_W: case LLOAD: case DLOAD:
            case 30: case 31: case 32: case 33: case 38: case 39: case 40: case 41:
                s.push(pc, 2); break;
            case IALOAD: case FALOAD: case AALOAD: case BALOAD: case CALOAD: case SALOAD: s.pop(2); s.push(pc, 1); break;
            case LALOAD: case DALOAD: s.pop(2); s.push(pc, 2); break;
            case ISTORE: case FSTORE: case ASTORE: s.pop(1); s.written.set(code[pc + 1] & 0xff); break;
            case LSTORE: case DSTORE: s.pop(2); s.written.set(code[pc + 1] & 0xff); s.written.set((code[pc + 1] & 0xff) + 1); break;
            case 59: case 60: case 61: case 62: s.pop(1); s.written.set(op - 59); break;
            case 67: case 68: case 69: case 70: s.pop(1); s.written.set(op - 67); break;
            case 75: case 76: case 77: case 78: s.pop(1); s.written.set(op - 75); break;
            case 63: case 64: case 65: case 66: s.pop(2); s.written.set(op - 63); s.written.set(op - 62); break;
            case 71: case 72: case 73: case 74: s.pop(2); s.written.set(op - 71); s.written.set(op - 70); break;
            case IASTORE: case FASTORE: case AASTORE: case BASTORE: case CASTORE: case SASTORE: s.pop(3); break;
            case LASTORE: case DASTORE: s.pop(4); break;
            case POP: case MONITORENTER: case MONITOREXIT: s.pop(1); break;
            case POP2: s.pop(2); break;
            case DUP: dup(s, 1, 0); break;
            case DUP_X1: dup(s, 1, 1); break;
            case DUP_X2: dup(s, 1, 2); break;
            case DUP2: dup(s, 2, 0); break;
            case DUP2_X1: dup(s, 2, 1); break;
            case DUP2_X2: dup(s, 2, 2); break;
            case SWAP: { int a = s.slots[s.size - 1]; s.slots[s.size - 1] = s.slots[s.size - 2]; s.slots[s.size - 2] = a; break; }
            case IADD: case ISUB: case IMUL: case IDIV: case IREM: case ISHL: case ISHR: case IUSHR: case IAND: case IOR: case IXOR:
            case FADD: case FSUB: case FMUL: case FDIV: case FREM: case FCMPL: case FCMPG:
                s.pop(2); s.push(pc, 1); break;
            case LADD: case LSUB: case LMUL: case LDIV: case LREM: case LAND: case LOR: case LXOR:
            case DADD: case DSUB: case DMUL: case DDIV: case DREM:
                s.pop(4); s.push(pc, 2); break;
            case LSHL: case LSHR: case LUSHR: s.pop(3); s.push(pc, 2); break;
            case INEG: case FNEG: case I2F: case F2I: case I2B: case I2C: case I2S: case INSTANCEOF: case ARRAYLENGTH: case NEWARRAY: case ANEWARRAY:
                s.pop(1); s.push(pc, 1); break;
            case LNEG: case DNEG: case L2D: case D2L: s.pop(2); s.push(pc, 2); break;
            case I2L: case I2D: case F2L: case F2D: s.pop(1); s.push(pc, 2); break;
            case L2I: case L2F: case D2I: case D2F: s.pop(2); s.push(pc, 1); break;
            case LCMP: case DCMPL: case DCMPG: s.pop(4); s.push(pc, 1); break;
            case IFEQ: case IFNE: case IFLT: case IFGE: case IFGT: case IFLE: case IFNULL: case IFNONNULL: s.pop(1); break;
            case IF_ICMPEQ: case IF_ICMPNE: case IF_ICMPLT: case IF_ICMPGE: case IF_ICMPGT: case IF_ICMPLE: case IF_ACMPEQ: case IF_ACMPNE: s.pop(2); break;
            case JSR: case JSR_W: s.push(pc, 1); break;
            case RET: ended = true; break;
            case TABLESWITCH: case LOOKUPSWITCH: s.pop(1); dests = switchTargets(pc); ended = true; break;
            case IRETURN: case FRETURN: case ARETURN: case ATHROW: s.pop(1); ended = true; break;
            case LRETURN: case DRETURN: s.pop(2); ended = true; break;
            case GETSTATIC: s.push(pc, size(signature(u2(pc + 1)))); break;
            case PUTSTATIC: s.pop(size(signature(u2(pc + 1)))); break;
            case GETFIELD: s.pop(1); s.push(pc, size(signature(u2(pc + 1)))); break;
            case PUTFIELD: s.pop(1 + size(signature(u2(pc + 1)))); break;
            case INVOKEVIRTUAL: case INVOKESPECIAL: case INVOKESTATIC: case INVOKEINTERFACE: case INVOKEDYNAMIC: {
                Descriptors.Sig sig = Descriptors.parse(signature(u2(pc + 1)));
                s.pop(sig.slots + (op == INVOKESTATIC || op == INVOKEDYNAMIC ? 0 : 1));
                if (sig.returnKind != 'V') s.push(pc, Descriptors.isWide(sig.returnKind) ? 2 : 1);
                break;
            }
            case MULTIANEWARRAY: s.pop(code[pc + 3] & 0xff); s.push(pc, 1); break;
            case WIDE: {
                int wop = code[pc + 1] & 0xff, idx = u2(pc + 2);
                switch (wop) {
                    case ILOAD: case FLOAD: case ALOAD: s.push(pc, 1); break;
                    case LLOAD: case DLOAD: s.push(pc, 2); break;
                    case ISTORE: case FSTORE: case ASTORE: s.pop(1); s.written.set(idx); break;
                    case LSTORE: case DSTORE: s.pop(2); s.written.set(idx); s.written.set(idx + 1); break;
                    case RET: ended = true; break;
                    default: break; // iinc
                }
                break;
            }
            default: return new int[]{len, 0};
        }
        int dest = -1;
        if (op >= IFEQ && op <= JSR || op == IFNULL || op == IFNONNULL) dest = pc + s2(pc + 1);
        else if (op == GOTO_W || op == JSR_W) dest = pc + s4(pc + 1);
        if (op == GOTO || op == GOTO_W || op == JSR || op == JSR_W || op == RETURN) ended = true;
        int added = 0;
        if (!ended) added |= merge(pc + len, s);
        if (dest >= 0) added |= merge(dest, s);
        if (dests != null) for (int d : dests) added |= merge(d, s);
        return new int[]{len, added};
    }

    /** dup family: copies the top n slots below the next skip slots. */
    private static void dup(Stack s, int n, int skip) {
        int[] top = new int[n + skip];
        for (int i = 0; i < n + skip; i++) top[i] = s.slots[s.size - n - skip + i];
        s.pop(n + skip);
        for (int i = 0; i < n; i++) s.push(top[skip + i], 1);
        for (int v : top) s.push(v, 1);
    }

    private int merge(int pc, Stack s) {
        if (pc < 0 || pc >= stacks.length) return 0;
        Stack at = stacks[pc];
        Stack copy = new Stack(s);
        if (at != null) copy.merge(at);
        else entries += copy.size;
        stacks[pc] = copy;
        return at == null ? 1 : 0;
    }

    private int[] switchTargets(int pc) {
        int base = (pc + 4) & ~3;
        int def = pc + s4(base);
        if ((code[pc] & 0xff) == TABLESWITCH) {
            int lo = s4(base + 4), hi = s4(base + 8);
            int[] d = new int[hi - lo + 2];
            d[0] = def;
            for (int i = 0; i <= hi - lo; i++) d[i + 1] = pc + s4(base + 12 + 4 * i);
            return d;
        }
        int n = s4(base + 4);
        int[] d = new int[n + 1];
        d[0] = def;
        for (int i = 0; i < n; i++) d[i + 1] = pc + s4(base + 12 + 8 * i);
        return d;
    }

    private int length(int pc) {
        int op = code[pc] & 0xff;
        switch (op) {
            case TABLESWITCH: {
                int base = (pc + 4) & ~3;
                return base + 12 + 4 * (s4(base + 8) - s4(base + 4) + 1) - pc;
            }
            case LOOKUPSWITCH: {
                int base = (pc + 4) & ~3;
                return base + 8 + 8 * s4(base + 4) - pc;
            }
            case WIDE: return (code[pc + 1] & 0xff) == IINC ? 6 : 4;
            default: return LENGTHS[op];
        }
    }

    /** Instruction lengths by opcode (0 for the variable-length and undefined ones). */
    private static final int[] LENGTHS = new int[256];
    static {
        java.util.Arrays.fill(LENGTHS, 1);
        for (int op : new int[]{BIPUSH, LDC, ILOAD, LLOAD, FLOAD, DLOAD, ALOAD, ISTORE, LSTORE, FSTORE, DSTORE, ASTORE, RET, NEWARRAY}) LENGTHS[op] = 2;
        for (int op = IFEQ; op <= JSR; op++) LENGTHS[op] = 3;
        for (int op : new int[]{SIPUSH, LDC_W, LDC2_W, IINC, GETSTATIC, PUTSTATIC, GETFIELD, PUTFIELD, INVOKEVIRTUAL, INVOKESPECIAL,
                INVOKESTATIC, NEW, ANEWARRAY, CHECKCAST, INSTANCEOF, IFNULL, IFNONNULL}) LENGTHS[op] = 3;
        LENGTHS[MULTIANEWARRAY] = 4;
        for (int op : new int[]{INVOKEINTERFACE, INVOKEDYNAMIC, GOTO_W, JSR_W}) LENGTHS[op] = 5;
    }

    private static int size(String fieldDesc) { return Descriptors.isWide(Descriptors.kindOf(fieldDesc)) ? 2 : 1; }

    private ConstantNameAndType nameAndType(int idx) {
        org.apache.bcel.classfile.Constant c = cp.getConstant(idx);
        int nt = c instanceof ConstantCP ? ((ConstantCP) c).getNameAndTypeIndex() : ((org.apache.bcel.classfile.ConstantInvokeDynamic) c).getNameAndTypeIndex();
        return (ConstantNameAndType) cp.getConstant(nt);
    }

    private String name(int idx) { return nameAndType(idx).getName(cp); }
    private String signature(int idx) { return nameAndType(idx).getSignature(cp); }
    private String className(int idx) { return ((ConstantCP) cp.getConstant(idx)).getClass(cp).replace('.', '/'); }

    private int u2(int i) { return ((code[i] & 0xff) << 8) | (code[i + 1] & 0xff); }
    private int s2(int i) { return (short) u2(i); }
    private int s4(int i) { return ((code[i] & 0xff) << 24) | ((code[i + 1] & 0xff) << 16) | ((code[i + 2] & 0xff) << 8) | (code[i + 3] & 0xff); }
}
