package jvsim.natives;

import jvsim.vm.GuestMemory;
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

    static VmObject ref(VmObject o, String name) { return GuestMemory.ref(o, field(o.cls, name)); }
    static void ref(VmObject o, String name, VmObject v) { GuestMemory.setRef(o, field(o.cls, name), v); }
    static long prim(VmObject o, String name) { return GuestMemory.prim(o, field(o.cls, name)); }
    static void prim(VmObject o, String name, long v) { GuestMemory.setPrim(o, field(o.cls, name), v); }

    static VmObject staticRef(Vm vm, String cls, String name) {
        VmClass c = vm.classes.load(cls);
        return GuestMemory.staticRef(c, c.declaredField(name, null).slot);
    }

    static VmObject classOf(VmObject mirror) { return mirror; }
}
