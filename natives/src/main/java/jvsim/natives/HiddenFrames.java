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
        // the hidden annotations are VM-internal: only the JDK's own methods carry them (java.lang.invoke's;
        // on JDK 21 and later also Thread.runWith, ScopedValue's, VirtualThread's, Continuation's and
        // jdk.internal.reflect's method-handle accessors)
        if (!m.owner.jdk || !mayBeHidden(m.owner.name)) return false;
        for (AnnotationEntry a : ReflectionNatives.bcel(m).getAnnotationEntries()) {
            String t = a.getAnnotationType();
            if (t.equals("Ljava/lang/invoke/LambdaForm$Hidden;") || t.equals("Ljdk/internal/vm/annotation/Hidden;")) return true;
        }
        return false;
    }

    private static boolean mayBeHidden(String owner) {
        return owner.startsWith("java/lang/invoke/") || owner.startsWith("java/lang/Thread") || owner.startsWith("java/lang/ScopedValue")
                || owner.startsWith("java/lang/VirtualThread") || owner.startsWith("jdk/internal/vm/") || owner.startsWith("jdk/internal/reflect/");
    }
}
