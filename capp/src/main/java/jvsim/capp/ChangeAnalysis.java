package jvsim.capp;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.SortedSet;
import org.apache.bcel.Const;
import org.apache.bcel.classfile.JavaClass;
import org.apache.bcel.classfile.LineNumberTable;
import org.apache.bcel.classfile.Method;
import org.apache.bcel.generic.BranchInstruction;
import org.apache.bcel.generic.CPInstruction;
import org.apache.bcel.generic.ConstantPoolGen;
import org.apache.bcel.generic.Instruction;
import org.apache.bcel.generic.InstructionHandle;
import org.apache.bcel.generic.InstructionList;
import org.apache.bcel.generic.Select;

/**
 * The lines in which two versions of a program's bytecode differ: for each method of the new
 * version, its code cut into blocks of consecutive instructions of one source line (by the line
 * number table), each block compared by its instructions (opcodes and the constants, local
 * variables and switch keys they name; branch targets are not compared, as they move with any
 * change above them) with the old version's blocks along a longest common subsequence. A new
 * method (or class), or one whose modifiers changed (synchronized added or removed), changed in
 * every line; a new block not in the common subsequence is a changed line; where old blocks were
 * deleted, the new block that follows the deletion (the one before it at the end) is a changed
 * line. Then {@link ImpactAnalysis} extends the changed lines to the impacted points.
 */
public final class ChangeAnalysis {
    private ChangeAnalysis() { }

    /** The impacted points of the program on newPath since the version on oldPath. IllegalArgumentException for an unreadable entry. */
    public static ImpactedPoints since(List<Path> oldPath, List<Path> newPath) {
        return since(oldPath, newPath, name -> true);
    }

    /** As {@link #since(List, List)}, comparing only the new version's classes whose Java names classes accepts (e.g. one program of a corpus). */
    public static ImpactedPoints since(List<Path> oldPath, List<Path> newPath, java.util.function.Predicate<String> classes) {
        ClassFiles old = ClassFiles.read(oldPath), now = ClassFiles.read(newPath);
        return ImpactAnalysis.extend(changedLines(old, now, classes), now, "changed-since " + join(oldPath));
    }

    private static String join(List<Path> p) {
        List<String> s = new ArrayList<>();
        for (Path x : p) s.add(x.toString());
        return String.join(java.io.File.pathSeparator, s);
    }

    static ChangedLines changedLines(ClassFiles old, ClassFiles now, java.util.function.Predicate<String> classes) {
        ChangedLines changed = new ChangedLines();
        for (JavaClass c : now.all().values()) {
            if (!classes.test(c.getClassName())) continue;
            JavaClass o = old.get(c.getClassName());
            for (Method m : c.getMethods()) {
                if (m.getCode() == null) continue;
                Method om = o == null ? null : find(o, m.getName(), m.getSignature());
                List<Block> nb = blocks(c, m);
                if (om == null || om.getCode() == null || om.getAccessFlags() != m.getAccessFlags()) {
                    for (Block b : nb) changed.add(c.getClassName(), key(m), b.line);
                    continue;
                }
                for (int line : diff(blocks(o, om), nb)) changed.add(c.getClassName(), key(m), line);
            }
        }
        return changed;
    }

    static String key(Method m) { return m.getName() + m.getSignature(); }

    static Method find(JavaClass c, String name, String signature) {
        for (Method m : c.getMethods()) if (m.getName().equals(name) && m.getSignature().equals(signature)) return m;
        return null;
    }

    /** Consecutive instructions of one source line, and what they are. */
    record Block(int line, String text) { }

    /** A method's code as blocks, in code order. */
    static List<Block> blocks(JavaClass c, Method m) {
        ConstantPoolGen cp = new ConstantPoolGen(c.getConstantPool());
        org.apache.bcel.classfile.BootstrapMethods bsm = null;
        for (org.apache.bcel.classfile.Attribute a : c.getAttributes()) if (a instanceof org.apache.bcel.classfile.BootstrapMethods b) bsm = b;
        LineNumberTable lnt = m.getLineNumberTable();
        List<Block> out = new ArrayList<>();
        int line = Integer.MIN_VALUE;
        StringBuilder text = null;
        for (InstructionHandle ih : new InstructionList(m.getCode().getCode()).getInstructionHandles()) {
            int l = lnt == null ? 0 : lnt.getSourceLine(ih.getPosition());
            if (text == null || l != line) {
                if (text != null) out.add(new Block(line, text.toString()));
                line = l;
                text = new StringBuilder();
            }
            text.append(normalized(ih.getInstruction(), cp, bsm)).append(';');
        }
        if (text != null) out.add(new Block(line, text.toString()));
        return out;
    }

    /** An instruction without its position-dependent parts (branch targets). */
    private static String normalized(Instruction i, ConstantPoolGen cp, org.apache.bcel.classfile.BootstrapMethods bsm) {
        if (i instanceof Select s) return i.getName() + java.util.Arrays.toString(s.getMatchs());
        if (i instanceof org.apache.bcel.generic.INVOKEDYNAMIC d) {
            // by its name, type and bootstrap method with arguments, not by the index of the bootstrap method (which moves with others)
            org.apache.bcel.classfile.ConstantInvokeDynamic c = (org.apache.bcel.classfile.ConstantInvokeDynamic) cp.getConstant(d.getIndex());
            StringBuilder b = new StringBuilder("invokedynamic ").append(d.getMethodName(cp)).append(d.getSignature(cp));
            if (bsm != null && c.getBootstrapMethodAttrIndex() < bsm.getBootstrapMethods().length) {
                org.apache.bcel.classfile.BootstrapMethod m = bsm.getBootstrapMethods()[c.getBootstrapMethodAttrIndex()];
                b.append(' ').append(cp.getConstantPool().constantToString(m.getBootstrapMethodRef(), cp.getConstantPool().getConstant(m.getBootstrapMethodRef()).getTag()));
                for (int arg : m.getBootstrapArguments()) b.append(' ').append(cp.getConstantPool().constantToString(arg, cp.getConstantPool().getConstant(arg).getTag()));
            }
            return b.toString();
        }
        if (i instanceof BranchInstruction) return i.getName();
        if (i instanceof CPInstruction) return i.toString(cp.getConstantPool());
        return i.toString(false);
    }

    /** The lines of the new blocks that the old ones do not match (see the class comment). */
    static SortedSet<Integer> diff(List<Block> old, List<Block> now) {
        int n = old.size(), m = now.size();
        int[][] lcs = new int[n + 1][m + 1];
        for (int i = n - 1; i >= 0; i--)
            for (int j = m - 1; j >= 0; j--)
                lcs[i][j] = Objects.equals(old.get(i).text, now.get(j).text) ? lcs[i + 1][j + 1] + 1 : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
        SortedSet<Integer> changed = new java.util.TreeSet<>();
        int i = 0, j = 0;
        // between two matched blocks: whether old blocks went, and whether new ones came (then the
        // old ones were replaced, not deleted, and the new ones are the changed lines)
        boolean deleted = false, inserted = false;
        while (i < n || j < m) {
            if (i < n && j < m && Objects.equals(old.get(i).text, now.get(j).text)) {
                if (deleted && !inserted) changed.add(now.get(j).line);
                deleted = inserted = false;
                i++;
                j++;
            } else if (j < m && (i == n || lcs[i][j + 1] >= lcs[i + 1][j])) {
                changed.add(now.get(j).line); // inserted or changed
                inserted = true;
                j++;
            } else {
                deleted = true; // an old block gone
                i++;
            }
        }
        if (deleted && !inserted && m > 0) changed.add(now.get(m - 1).line);
        return changed;
    }

    static boolean isSynchronized(Method m) { return (m.getAccessFlags() & Const.ACC_SYNCHRONIZED) != 0; }
}
