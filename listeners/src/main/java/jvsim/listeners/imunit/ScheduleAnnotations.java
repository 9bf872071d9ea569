package jvsim.listeners.imunit;

import java.util.ArrayList;
import java.util.List;
import jvsim.vm.VmMethod;
import org.apache.bcel.classfile.AnnotationElementValue;
import org.apache.bcel.classfile.AnnotationEntry;
import org.apache.bcel.classfile.ArrayElementValue;
import org.apache.bcel.classfile.ElementValue;
import org.apache.bcel.classfile.ElementValuePair;
import org.apache.bcel.classfile.Method;

/** The texts of the @jvsim.api.Schedule annotations of a method, read from its class file. */
final class ScheduleAnnotations {
    private static final String SCHEDULE = "Ljvsim/api/Schedule;", SCHEDULES = "Ljvsim/api/Schedules;";

    private ScheduleAnnotations() {}

    static List<String> of(VmMethod m) {
        List<String> out = new ArrayList<>();
        if (m.owner.cf == null) return out;
        for (Method bm : m.owner.cf.getMethods()) {
            if (!bm.getName().equals(m.name) || !bm.getSignature().equals(m.desc)) continue;
            for (AnnotationEntry a : bm.getAnnotationEntries()) collect(a, out);
        }
        return out;
    }

    private static void collect(AnnotationEntry a, List<String> out) {
        if (a.getAnnotationType().equals(SCHEDULE)) {
            for (ElementValuePair p : a.getElementValuePairs())
                if (p.getNameString().equals("value")) out.add(p.getValue().stringifyValue());
        } else if (a.getAnnotationType().equals(SCHEDULES)) {
            for (ElementValuePair p : a.getElementValuePairs()) {
                if (!p.getNameString().equals("value") || !(p.getValue() instanceof ArrayElementValue array)) continue;
                for (ElementValue v : array.getElementValuesArray())
                    if (v instanceof AnnotationElementValue inner) collect(inner.getAnnotationEntry(), out);
            }
        }
    }
}
