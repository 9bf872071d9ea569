package jvsim.capp;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeSet;
import org.apache.bcel.Const;
import org.apache.bcel.classfile.Field;
import org.apache.bcel.classfile.JavaClass;
import org.apache.bcel.classfile.LineNumberTable;
import org.apache.bcel.classfile.Method;
import org.apache.bcel.generic.ConstantPoolGen;
import org.apache.bcel.generic.FieldInstruction;
import org.apache.bcel.generic.INVOKEDYNAMIC;
import org.apache.bcel.generic.Instruction;
import org.apache.bcel.generic.InstructionHandle;
import org.apache.bcel.generic.InstructionList;
import org.apache.bcel.generic.InvokeInstruction;

/**
 * From changed lines to the impacted points (the extension of change-aware preemption
 * prioritization):
 * <ol>
 * <li>each changed line of a method is a point;</li>
 * <li>a changed line inside a synchronized method makes every line of the method a point, and one
 *     inside a synchronized block (from its monitorenter to its monitorexit on the normal path;
 *     the handler's monitorexit, which is followed by a load and athrow, does not end it) every
 *     line of the block;</li>
 * <li>every field a changed line reads or writes (getfield, putfield, getstatic, putstatic) is a
 *     point, named by the class that declares it;</li>
 * <li>every field read or written by a method a changed line calls directly (invokevirtual,
 *     invokespecial, invokestatic, invokeinterface: the method the call names, found in the named
 *     class or its superclasses, in the program or else the JDK; abstract methods have no fields)
 *     is a point.</li>
 * </ol>
 */
final class ImpactAnalysis {
    private ImpactAnalysis() { }

    static ImpactedPoints extend(ChangedLines changed, ClassFiles now, String source) {
        List<ImpactedPoint> points = new ArrayList<>();
        for (Map.Entry<String, Map<String, SortedSet<Integer>>> ce : changed.lines.entrySet()) {
            JavaClass c = now.get(ce.getKey());
            if (c == null) throw new IllegalArgumentException("no class " + ce.getKey() + " on the class path");
            ConstantPoolGen cp = new ConstantPoolGen(c.getConstantPool());
            for (Map.Entry<String, SortedSet<Integer>> me : ce.getValue().entrySet()) {
                Method m = null;
                for (Method x : c.getMethods()) if (ChangeAnalysis.key(x).equals(me.getKey())) m = x;
                if (m == null || m.getCode() == null) continue;
                Code code = new Code(m);
                SortedSet<Integer> lines = new TreeSet<>(me.getValue());
                if (ChangeAnalysis.isSynchronized(m)) lines.addAll(code.allLines());
                for (int[] r : code.monitorRegions()) {
                    boolean holds = false;
                    for (int k = r[0]; k <= r[1] && !holds; k++) holds = me.getValue().contains(code.lines[k]);
                    if (holds) for (int k = r[0]; k <= r[1]; k++) lines.add(code.lines[k]);
                }
                for (int line : lines) if (line > 0) points.add(ImpactedPoint.line(c.getClassName(), me.getKey(), line));
                for (int k = 0; k < code.ins.length; k++) {
                    if (!me.getValue().contains(code.lines[k])) continue;
                    Instruction i = code.ins[k];
                    if (i instanceof FieldInstruction f) {
                        ImpactedPoint p = field(now, f.getReferenceType(cp).toString(), f.getFieldName(cp));
                        if (p != null) points.add(p);
                    } else if (i instanceof InvokeInstruction inv && !(i instanceof INVOKEDYNAMIC)) {
                        calleeFields(now, inv.getReferenceType(cp).toString(), inv.getMethodName(cp), inv.getSignature(cp), points);
                    }
                }
            }
        }
        return new ImpactedPoints(points, source);
    }

    /** A method's instructions with their lines. */
    private static final class Code {
        final Instruction[] ins;
        final int[] lines;

        Code(Method m) {
            InstructionHandle[] hs = new InstructionList(m.getCode().getCode()).getInstructionHandles();
            LineNumberTable lnt = m.getLineNumberTable();
            ins = new Instruction[hs.length];
            lines = new int[hs.length];
            for (int k = 0; k < hs.length; k++) {
                ins[k] = hs[k].getInstruction();
                lines[k] = lnt == null ? 0 : lnt.getSourceLine(hs[k].getPosition());
            }
        }

        Set<Integer> allLines() {
            Set<Integer> s = new TreeSet<>();
            for (int l : lines) s.add(l);
            return s;
        }

        /** The synchronized blocks as instruction index ranges [monitorenter, monitorexit], normal path. */
        List<int[]> monitorRegions() {
            List<int[]> out = new ArrayList<>();
            Deque<Integer> open = new ArrayDeque<>();
            for (int k = 0; k < ins.length; k++) {
                short op = ins[k].getOpcode();
                if (op == Const.MONITORENTER) open.push(k);
                else if (op == Const.MONITOREXIT && !handlerExit(k) && !open.isEmpty()) out.add(new int[] {open.pop(), k});
            }
            return out;
        }

        /** javac's exception handler of a synchronized block: monitorexit, then a load of the exception, then athrow. */
        private boolean handlerExit(int k) {
            return k + 2 < ins.length && ins[k + 2].getOpcode() == Const.ATHROW;
        }
    }

    /** The point of field name as reached through class owner: named by the class that declares it (owner if not found). */
    private static ImpactedPoint field(ClassFiles now, String owner, String name) {
        for (JavaClass c = now.resolve(owner); c != null; c = superOf(now, c)) {
            for (Field f : c.getFields()) if (f.getName().equals(name)) return ImpactedPoint.field(c.getClassName(), name);
            for (String i : c.getInterfaceNames()) {
                JavaClass ic = now.resolve(i);
                if (ic != null) for (Field f : ic.getFields()) if (f.getName().equals(name)) return ImpactedPoint.field(ic.getClassName(), name);
            }
        }
        return ImpactedPoint.field(owner, name);
    }

    private static JavaClass superOf(ClassFiles now, JavaClass c) {
        return c.getClassName().equals("java.lang.Object") ? null : now.resolve(c.getSuperclassName());
    }

    /** The fields the method a call names reads and writes (see the class comment). */
    private static void calleeFields(ClassFiles now, String owner, String name, String signature, List<ImpactedPoint> points) {
        if (owner.startsWith("[")) return; // a method of an array (clone): no fields
        for (JavaClass c = now.resolve(owner); c != null; c = superOf(now, c)) {
            Method m = ChangeAnalysis.find(c, name, signature);
            if (m == null) continue;
            if (m.getCode() == null) return;
            ConstantPoolGen cp = new ConstantPoolGen(c.getConstantPool());
            for (Instruction i : new Code(m).ins) {
                if (i instanceof FieldInstruction f) {
                    ImpactedPoint p = field(now, f.getReferenceType(cp).toString(), f.getFieldName(cp));
                    if (p != null) points.add(p);
                }
            }
            return;
        }
    }
}
