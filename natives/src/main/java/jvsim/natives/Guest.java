package jvsim.natives;

import jvsim.vm.Vm;
import jvsim.vm.VmClass;
import jvsim.vm.VmField;
import jvsim.vm.VmObject;

/** Small helpers for natives that read and write fields of target objects by name. */
final class Guest {
    private Guest() {}

    static VmField field(VmClass c, String name) {
        for (VmClass k = c; k != null; k = k.superclass) {
            VmField f = k.declaredField(name, null);
            if (f != null && !f.isStatic()) return f;
        }
        throw new IllegalStateException("no field " + name + " in " + c.name);
    }

    static VmObject ref(VmObject o, String name) { return o.r[field(o.cls, name).slot]; }
    static void ref(VmObject o, String name, VmObject v) { o.touch(); o.r[field(o.cls, name).slot] = v; }
    static long prim(VmObject o, String name) { return o.p[field(o.cls, name).slot]; }
    static void prim(VmObject o, String name, long v) { o.touch(); o.p[field(o.cls, name).slot] = v; }

    static VmObject staticRef(Vm vm, String cls, String name) {
        VmClass c = vm.classes.load(cls);
        return c.staticR[c.declaredField(name, null).slot];
    }

    static VmObject classOf(VmObject mirror) { return mirror; }
}
