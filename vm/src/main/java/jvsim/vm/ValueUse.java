package jvsim.vm;

import java.util.ArrayDeque;
import java.util.BitSet;
import java.util.HashMap;
import java.util.Map;
import java.util.function.LongPredicate;
import org.apache.bcel.Const;
import org.apache.bcel.generic.BranchInstruction;
import org.apache.bcel.generic.IINC;
import org.apache.bcel.generic.Instruction;
import org.apache.bcel.generic.InstructionHandle;
import org.apache.bcel.generic.InstructionList;
import org.apache.bcel.generic.LoadInstruction;
import org.apache.bcel.generic.RET;
import org.apache.bcel.generic.Select;
import org.apache.bcel.generic.StoreInstruction;

/**
 * Which loads' values their thread never uses: a field, static or array element read whose result
 * the next instruction discards ({@code pop}, {@code pop2}) or stores into a local variable that no
 * path from there reads before overwriting it (exception handlers included). Such a read can see
 * any value without changing what its thread does next, so a search that tells executions apart
 * by the values reads see may ignore its value (see {@link Op#valueUnused}). Conservative: a value
 * that flows anywhere else (an operand, a branch, a call, a return, a duplicate on the stack) is used.
 * Also which loads only the conditional branch right after them uses ({@link #test}, see
 * {@link Op#valueTest}). Computed per instruction on first question and kept with its method.
 */
final class ValueUse {
    private ValueUse() { }

    /** What one load's thread does with its value: nothing (unused), or only the branch after it (test), or more (neither). */
    private record Use(boolean unused, LongPredicate test) { }

    /** Per method: each load asked about, and the method's instructions by bytecode index (parsed on first question). */
    private static final class Answers {
        final Map<Integer, Use> uses = new HashMap<>();
        InstructionList code;
        Map<Integer, InstructionHandle> at;
    }

    private static final Map<VmMethod, Answers> ANSWERS = java.util.Collections.synchronizedMap(new java.util.WeakHashMap<>());

    /** Whether the value the load at pc of m reads is never used (false when the instruction there is no field, static or array load). */
    static boolean unused(VmMethod m, int pc) {
        Use u = use(m, pc);
        return u != null && u.unused();
    }

    /**
     * The branch that alone uses the value the int or reference load at pc of m reads, as the
     * predicate on that value that says whether the branch is taken: the next instruction compares
     * it with zero ({@code ifeq} … {@code ifle}) or null ({@code ifnull}, {@code ifnonnull}), or
     * pushes a constant ({@code iconst}, {@code bipush}, {@code sipush}) that the one after compares it
     * with ({@code if_icmpeq} … {@code if_icmple}). Null when the value is used otherwise. Values
     * are as {@link ExecutionListener#accessed} reports them (a null reference {@link ExecutionListener#NULL_VALUE}).
     */
    static LongPredicate test(VmMethod m, int pc) {
        Use u = use(m, pc);
        return u == null ? null : u.test();
    }

    /** The use of the load at pc of m, worked out on first question; null when the instruction there is no field, static or array load. */
    private static Use use(VmMethod m, int pc) {
        if (m == null || m.code == null || pc < 0 || pc >= m.code.length || !isLoad(m.code[pc] & 0xff)) return null;
        Answers a = ANSWERS.computeIfAbsent(m, k -> new Answers());
        synchronized (a) {
            return a.uses.computeIfAbsent(pc, k -> new Use(discarded(m, a, pc), branch(m, a, pc)));
        }
    }

    private static LongPredicate branch(VmMethod m, Answers a, int pc) {
        parse(m, a);
        InstructionHandle load = a.at.get(pc), next = load == null ? null : load.getNext();
        if (next == null) return null;
        int op = next.getInstruction().getOpcode();
        int load0 = m.code[pc] & 0xff;
        boolean ref = load0 == Const.AALOAD || ((load0 == Const.GETFIELD || load0 == Const.GETSTATIC) && isReference(m, pc));
        if (ref) {
            if (op == Const.IFNULL) return v -> v == ExecutionListener.NULL_VALUE;
            if (op == Const.IFNONNULL) return v -> v != ExecutionListener.NULL_VALUE;
            return null;
        }
        if (load0 == Const.LALOAD || load0 == Const.FALOAD || load0 == Const.DALOAD) return null;
        if ((load0 == Const.GETFIELD || load0 == Const.GETSTATIC) && !isIntLike(m, pc)) return null;
        if (op >= Const.IFEQ && op <= Const.IFLE) return compare(op - Const.IFEQ, 0);
        Instruction push = next.getInstruction();
        Long k = null;
        if (op >= Const.ICONST_M1 && op <= Const.ICONST_5) k = (long) (op - Const.ICONST_0);
        else if (push instanceof org.apache.bcel.generic.BIPUSH b) k = b.getValue().longValue();
        else if (push instanceof org.apache.bcel.generic.SIPUSH b) k = b.getValue().longValue();
        InstructionHandle cmp = next.getNext();
        if (k == null || cmp == null) return null;
        int c = cmp.getInstruction().getOpcode();
        return c >= Const.IF_ICMPEQ && c <= Const.IF_ICMPLE ? compare(c - Const.IF_ICMPEQ, k) : null;
    }

    /** v compared with k: eq, ne, lt, ge, gt, le (the order of the JVM's conditional branches). */
    private static LongPredicate compare(int which, long k) {
        switch (which) {
            case 0: return v -> (int) v == k;
            case 1: return v -> (int) v != k;
            case 2: return v -> (int) v < k;
            case 3: return v -> (int) v >= k;
            case 4: return v -> (int) v > k;
            default: return v -> (int) v <= k;
        }
    }

    /** The descriptor of the field the getfield or getstatic at pc names. */
    private static String fieldType(VmMethod m, int pc) {
        int index = ((m.code[pc + 1] & 0xff) << 8) | (m.code[pc + 2] & 0xff);
        org.apache.bcel.classfile.ConstantPool cp = m.owner.cp;
        if (cp == null || !(cp.getConstant(index) instanceof org.apache.bcel.classfile.ConstantFieldref f)) return null;
        org.apache.bcel.classfile.ConstantNameAndType nt = cp.getConstant(f.getNameAndTypeIndex(), org.apache.bcel.classfile.ConstantNameAndType.class);
        return nt.getSignature(cp);
    }

    private static boolean isReference(VmMethod m, int pc) {
        String t = fieldType(m, pc);
        return t != null && (t.startsWith("L") || t.startsWith("["));
    }

    private static boolean isIntLike(VmMethod m, int pc) {
        String t = fieldType(m, pc);
        return t != null && t.length() == 1 && "IZBCS".contains(t);
    }

    private static void parse(VmMethod m, Answers a) {
        if (a.code != null) return;
        a.code = new InstructionList(m.code);
        a.at = new HashMap<>();
        for (InstructionHandle h : a.code.getInstructionHandles()) a.at.put(h.getPosition(), h);
    }

    private static boolean isLoad(int op) {
        return op == Const.GETFIELD || op == Const.GETSTATIC || (op >= Const.IALOAD && op <= Const.SALOAD);
    }

    private static boolean discarded(VmMethod m, Answers a, int pc) {
        parse(m, a);
        InstructionHandle load = a.at.get(pc), next = load == null ? null : load.getNext();
        if (next == null) return false;
        Instruction use = next.getInstruction();
        int op = use.getOpcode();
        if (op == Const.POP || op == Const.POP2) return true;
        if (!(use instanceof StoreInstruction s)) return false;
        return !readBeforeWritten(m, a, next, s.getIndex());
    }

    /** Whether some path from after store reads local variable slot before a store to it (exception edges included). */
    private static boolean readBeforeWritten(VmMethod m, Answers a, InstructionHandle store, int slot) {
        ArrayDeque<InstructionHandle> work = new ArrayDeque<>();
        java.util.Set<InstructionHandle> seen = new java.util.HashSet<>();
        successors(m, a, store, work);
        while (!work.isEmpty()) {
            InstructionHandle h = work.pop();
            if (!seen.add(h)) continue;
            Instruction i = h.getInstruction();
            if ((i instanceof LoadInstruction l && l.getIndex() == slot) || (i instanceof IINC c && c.getIndex() == slot)
                    || (i instanceof RET r && r.getIndex() == slot)) return true;
            // a long or double in the slot below overlaps it
            if ((i instanceof org.apache.bcel.generic.LLOAD || i instanceof org.apache.bcel.generic.DLOAD) && ((LoadInstruction) i).getIndex() == slot - 1) return true;
            if (i instanceof StoreInstruction s && s.getIndex() == slot) {
                // the store's own exception edges still see the old value
                handlers(m, a, h, work);
                continue;
            }
            successors(m, a, h, work);
        }
        return false;
    }

    private static void successors(VmMethod m, Answers a, InstructionHandle h, ArrayDeque<InstructionHandle> work) {
        Instruction i = h.getInstruction();
        int op = i.getOpcode();
        boolean falls = !(op == Const.GOTO || op == Const.GOTO_W || op == Const.ATHROW || i instanceof Select
                || (op >= Const.IRETURN && op <= Const.RETURN) || op == Const.RET);
        if (falls && h.getNext() != null) work.push(h.getNext());
        if (i instanceof Select s) for (InstructionHandle t : s.getTargets()) work.push(t);
        if (i instanceof BranchInstruction b && b.getTarget() != null) work.push(b.getTarget());
        handlers(m, a, h, work);
    }

    /** The handlers of the exception table entries covering h. */
    private static void handlers(VmMethod m, Answers a, InstructionHandle h, ArrayDeque<InstructionHandle> work) {
        int[] t = m.handlers;
        if (t == null) return;
        int pos = h.getPosition();
        for (int k = 0; k + 3 < t.length; k += 4) {
            if (pos >= t[k] && pos < t[k + 1]) {
                InstructionHandle target = a.at.get(t[k + 2]);
                if (target != null) work.push(target);
            }
        }
    }
}
