package jvsim.vm.gates;

import java.util.ArrayList;
import java.util.List;
import jvsim.vm.VmInputException;
import org.apache.bcel.classfile.JavaClass;
import org.apache.bcel.classfile.Method;
import org.apache.bcel.generic.ClassGen;
import org.apache.bcel.generic.CodeExceptionGen;
import org.apache.bcel.generic.ConstantPoolGen;
import org.apache.bcel.generic.InstructionHandle;
import org.apache.bcel.generic.InstructionList;
import org.apache.bcel.generic.LineNumberGen;
import org.apache.bcel.generic.MethodGen;
import org.apache.bcel.generic.PUSH;
import org.apache.bcel.generic.ReturnInstruction;

/**
 * Puts gate hooks into the class file of a class when it is loaded: {@code GateHook.at(id)} calls
 * before a method's first instruction, before each of its return instructions, or before the
 * first instruction of each run of a source line (branches to that instruction go to the hook).
 * Only the classes and methods that gates name are touched, so unused gates cost nothing.
 */
final class GateInstrumenter {
    static final String HOOK_CLASS = "jvsim.model.GateHook", HOOK_METHOD = "at";

    private GateInstrumenter() {}

    /** cf with hooks for points (all of this class), each hook calling GateHook.at(its index in ids). */
    static JavaClass instrument(JavaClass cf, List<Location> points, List<Integer> ids) {
        ClassGen cg = new ClassGen(cf);
        ConstantPoolGen cp = cg.getConstantPool();
        int hook = cp.addMethodref(HOOK_CLASS.replace('.', '/'), HOOK_METHOD, "(I)V");
        boolean[] found = new boolean[points.size()];
        for (Method m : cg.getMethods()) {
            List<Integer> mine = new ArrayList<>();
            for (int k = 0; k < points.size(); k++) if (points.get(k).method().equals(m.getName())) mine.add(k);
            if (mine.isEmpty() || m.getCode() == null) continue;
            MethodGen mg = new MethodGen(m, cg.getClassName(), cp);
            InstructionList il = mg.getInstructionList();
            for (int k : mine) {
                Location p = points.get(k);
                int id = ids.get(k);
                if (p.kind() == Location.ENTRY) {
                    InstructionHandle first = il.getStart();
                    InstructionHandle start = il.insert(first, call(cp, hook, id)); // loops back to the first instruction skip it
                    for (LineNumberGen ln : mg.getLineNumbers()) if (ln.getInstruction() == first) ln.setInstruction(start);
                    found[k] = true;
                } else if (p.kind() == Location.EXIT) {
                    for (InstructionHandle h : il.getInstructionHandles())
                        if (h.getInstruction() instanceof ReturnInstruction) before(il, mg, h, call(cp, hook, id));
                    found[k] = true;
                } else {
                    for (LineNumberGen ln : mg.getLineNumbers()) {
                        if (ln.getSourceLine() != p.line()) continue;
                        InstructionHandle start = before(il, mg, ln.getInstruction(), call(cp, hook, id));
                        ln.setInstruction(start);
                        found[k] = true;
                    }
                }
            }
            il.setPositions();
            mg.setMaxStack(m.getCode().getMaxStack() + 1);
            mg.removeCodeAttributes(); // a stack map table would no longer fit (jvsim does not verify)
            cg.replaceMethod(m, mg.getMethod());
        }
        for (int k = 0; k < points.size(); k++) {
            if (!found[k]) {
                Location p = points.get(k);
                throw new VmInputException("gate location " + p.point() + " not found: "
                        + (p.kind() == Location.LINE ? "no method " + p.method() + " with code on line " + p.line() : "no method " + p.method() + " with code")
                        + " in " + cf.getClassName());
            }
        }
        return cg.getJavaClass();
    }

    private static InstructionList call(ConstantPoolGen cp, int hook, int id) {
        InstructionList call = new InstructionList();
        call.append(new PUSH(cp, id));
        call.append(new org.apache.bcel.generic.INVOKESTATIC(hook));
        return call;
    }

    /** Inserts code before h so that every branch and handler range that reached h reaches it. */
    private static InstructionHandle before(InstructionList il, MethodGen mg, InstructionHandle h, InstructionList code) {
        InstructionHandle start = il.insert(h, code);
        il.redirectBranches(h, start);
        for (CodeExceptionGen e : mg.getExceptionHandlers()) {
            if (e.getStartPC() == h) e.setStartPC(start);
            if (e.getHandlerPC() == h) e.setHandlerPC(start);
        }
        return start;
    }

}
