package jvsim.natives;

import jvsim.vm.Vm;
import jvsim.vm.VmClass;
import jvsim.vm.VmField;
import jvsim.vm.VmMethod;
import jvsim.vm.VmObject;

/** Mapping between java.lang.reflect objects and the VM's fields and methods. */
final class Reflect {
    private Reflect() {}

    /** The VmField behind a java.lang.reflect.Field (clazz + slot = declared index). */
    static VmField fieldOf(Vm vm, VmObject field) {
        VmClass k = Guest.ref(field, "clazz").mirrored();
        return k.declaredFields[(int) Guest.prim(field, "slot")];
    }

    /** The VmMethod behind a java.lang.reflect.Method or Constructor. */
    static VmMethod methodOf(Vm vm, VmObject method) {
        VmClass k = Guest.ref(method, "clazz").mirrored();
        return k.declaredMethods[(int) Guest.prim(method, "slot")];
    }
}
