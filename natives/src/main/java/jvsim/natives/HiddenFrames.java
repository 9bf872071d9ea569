package jvsim.natives;

import jvsim.vm.VmMethod;
import org.apache.bcel.classfile.AnnotationEntry;

/**
 * Frames HotSpot leaves out of stack traces and caller lookups (without -XX:+ShowHiddenFrames):
 * methods of hidden classes (lambda proxies, spun LambdaForms) and methods annotated as hidden,
 * such as the pregenerated LambdaForm holders of java.lang.invoke.
 */
final class HiddenFrames {
    private HiddenFrames() {}

    static boolean isHidden(VmMethod m) {
        if (m.owner.hidden) return true;
        // the hidden annotations are VM-internal: only java.lang.invoke's own methods carry them
        if (!m.owner.jdk || !m.owner.name.startsWith("java/lang/invoke/")) return false;
        for (AnnotationEntry a : ReflectionNatives.bcel(m).getAnnotationEntries()) {
            String t = a.getAnnotationType();
            if (t.equals("Ljava/lang/invoke/LambdaForm$Hidden;") || t.equals("Ljdk/internal/vm/annotation/Hidden;")) return true;
        }
        return false;
    }
}
