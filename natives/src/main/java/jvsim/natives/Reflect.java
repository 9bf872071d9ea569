package jvsim.natives;

import jvsim.vm.WellKnown;
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
        VmClass k = vm.known.fieldClazz.get(field).mirrored();
        return k.declaredFields[vm.known.fieldSlot.get(field)];
    }

    /** The VmMethod behind a java.lang.reflect.Method or Constructor. */
    static VmMethod methodOf(Vm vm, VmObject method) {
        WellKnown known = vm.known;
        boolean ctor = known.constructor.isInstance(method);
        VmClass k = (ctor ? known.constructorClazz : known.methodClazz).get(method).mirrored();
        return k.declaredMethods[(ctor ? known.constructorSlot : known.methodSlot).get(method)];
    }
}
