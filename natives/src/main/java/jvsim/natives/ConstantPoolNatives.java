package jvsim.natives;

import jvsim.vm.LinkageFailure;
import jvsim.vm.ThrowNew;
import jvsim.vm.VmClass;
import jvsim.vm.VmField;
import jvsim.vm.VmMethod;
import jvsim.vm.VmObject;
import jvsim.vm.natives.NativeCall;
import jvsim.vm.natives.NativeRegistry;
import org.apache.bcel.Const;
import org.apache.bcel.classfile.Constant;
import org.apache.bcel.classfile.ConstantCP;
import org.apache.bcel.classfile.ConstantClass;
import org.apache.bcel.classfile.ConstantDouble;
import org.apache.bcel.classfile.ConstantFloat;
import org.apache.bcel.classfile.ConstantInteger;
import org.apache.bcel.classfile.ConstantLong;
import org.apache.bcel.classfile.ConstantNameAndType;
import org.apache.bcel.classfile.ConstantPool;
import org.apache.bcel.classfile.ConstantString;
import org.apache.bcel.classfile.ConstantUtf8;

/**
 * Class.getConstantPool and jdk.internal.reflect.ConstantPool, as used by the annotation parser
 * (sun.reflect.annotation.AnnotationParser). The ConstantPool object's constantPoolOop field holds
 * the class mirror whose constant pool it reads.
 */
final class ConstantPoolNatives {
    private ConstantPoolNatives() {}

    private static final String CP = "jdk/internal/reflect/ConstantPool";

    static void register(NativeRegistry reg) {
        reg.register("java/lang/Class", "getConstantPool", "()Ljdk/internal/reflect/ConstantPool;", c -> {
            VmClass k = ClassNatives.k(c);
            if (k.cf == null) { c.ret((VmObject) null); return; }
            if (ReflectionNatives.initFirst(c, c.vm.known.constantPool)) return;
            VmObject o = c.vm.heap.newObject(c.vm.known.constantPool.get());
            c.vm.known.constantPoolOop.set(o, k.mirror);
            c.ret(o);
        });
        NativeRegistry.ClassNatives r = reg.forClass(CP);
        String sig = "(Ljava/lang/Object;I)";
        r.add("getSize0", "(Ljava/lang/Object;)I", c -> c.ret(cls(c).cp.getLength()));
        r.add("getIntAt0", sig + "I", c -> c.ret(((ConstantInteger) at(c, Const.CONSTANT_Integer)).getBytes()));
        r.add("getLongAt0", sig + "J", c -> c.ret(((ConstantLong) at(c, Const.CONSTANT_Long)).getBytes()));
        r.add("getFloatAt0", sig + "F", c -> c.ret(((ConstantFloat) at(c, Const.CONSTANT_Float)).getBytes()));
        r.add("getDoubleAt0", sig + "D", c -> c.ret(((ConstantDouble) at(c, Const.CONSTANT_Double)).getBytes()));
        r.add("getUTF8At0", sig + "Ljava/lang/String;", c -> c.ret(c.vm.heap.intern(((ConstantUtf8) at(c, Const.CONSTANT_Utf8)).getBytes())));
        r.add("getStringAt0", sig + "Ljava/lang/String;", c -> {
            ConstantString s = (ConstantString) at(c, Const.CONSTANT_String);
            c.ret(c.vm.heap.intern(cls(c).cp.getConstantUtf8(s.getStringIndex()).getBytes()));
        });
        r.add("getTagAt0", sig + "B", c -> {
            ConstantPool cp = cls(c).cp;
            int i = c.i(2);
            checkIndex(cp, i);
            Constant k = cp.getConstant(i);
            c.ret(k == null ? 0 : (int) k.getTag());
        });
        r.add("getClassAt0", sig + "Ljava/lang/Class;", c -> c.ret(classAt(c, true)));
        r.add("getClassAtIfLoaded0", sig + "Ljava/lang/Class;", c -> c.ret(classAt(c, false)));
        r.add("getClassRefIndexAt0", sig + "I", c -> c.ret(memberRef(c).getClassIndex()));
        r.add("getNameAndTypeRefIndexAt0", sig + "I", c -> c.ret(memberRef(c).getNameAndTypeIndex()));
        r.add("getMemberRefInfoAt0", sig + "[Ljava/lang/String;", c -> {
            ConstantCP ref = memberRef(c);
            ConstantPool cp = cls(c).cp;
            ConstantNameAndType nt = (ConstantNameAndType) cp.getConstant(ref.getNameAndTypeIndex());
            c.ret(SystemNatives.stringArray(c, new String[]{
                cp.getConstantString(ref.getClassIndex(), Const.CONSTANT_Class), nt.getName(cp), nt.getSignature(cp)}));
        });
        r.add("getNameAndTypeRefInfoAt0", sig + "[Ljava/lang/String;", c -> {
            ConstantNameAndType nt = (ConstantNameAndType) at(c, Const.CONSTANT_NameAndType);
            ConstantPool cp = cls(c).cp;
            c.ret(SystemNatives.stringArray(c, new String[]{nt.getName(cp), nt.getSignature(cp)}));
        });
        r.add("getMethodAt0", sig + "Ljava/lang/reflect/Member;", c -> memberAt(c, true, true));
        r.add("getMethodAtIfLoaded0", sig + "Ljava/lang/reflect/Member;", c -> memberAt(c, true, false));
        r.add("getFieldAt0", sig + "Ljava/lang/reflect/Field;", c -> memberAt(c, false, true));
        r.add("getFieldAtIfLoaded0", sig + "Ljava/lang/reflect/Field;", c -> memberAt(c, false, false));
    }

    private static VmClass cls(NativeCall c) {
        VmObject m = c.o(1);
        if (m == null || m.meta == null) throw new ThrowNew("java/lang/IllegalArgumentException", "Wrong constant pool object");
        return m.mirrored();
    }

    private static void checkIndex(ConstantPool cp, int i) {
        if (i < 1 || i >= cp.getLength()) throw new ThrowNew("java/lang/IllegalArgumentException", "Constant pool index out of bounds");
    }

    private static Constant at(NativeCall c, byte... tags) {
        ConstantPool cp = cls(c).cp;
        int i = c.i(2);
        checkIndex(cp, i);
        Constant k = cp.getConstant(i);
        if (k != null) for (byte t : tags) if (k.getTag() == t) return k;
        throw new ThrowNew("java/lang/IllegalArgumentException", "Wrong type at constant pool index");
    }

    private static ConstantCP memberRef(NativeCall c) {
        return (ConstantCP) at(c, Const.CONSTANT_Fieldref, Const.CONSTANT_Methodref, Const.CONSTANT_InterfaceMethodref);
    }

    private static VmObject classAt(NativeCall c, boolean load) {
        ConstantClass k = (ConstantClass) at(c, Const.CONSTANT_Class);
        String name = cls(c).cp.getConstantUtf8(k.getNameIndex()).getBytes();
        VmClass found = load ? c.vm.classes.load(name) : c.vm.classes.findLoaded(name);
        return found == null ? null : found.mirror;
    }

    private static void memberAt(NativeCall c, boolean method, boolean load) {
        ConstantCP ref = method
                ? (ConstantCP) at(c, Const.CONSTANT_Methodref, Const.CONSTANT_InterfaceMethodref)
                : (ConstantCP) at(c, Const.CONSTANT_Fieldref);
        ConstantPool cp = cls(c).cp;
        String owner = cp.getConstantString(ref.getClassIndex(), Const.CONSTANT_Class);
        ConstantNameAndType nt = (ConstantNameAndType) cp.getConstant(ref.getNameAndTypeIndex());
        VmClass k = load ? c.vm.classes.load(owner) : c.vm.classes.findLoaded(owner);
        if (k == null) { c.ret((VmObject) null); return; }
        String name = nt.getName(cp), desc = nt.getSignature(cp);
        if (method) {
            if (ReflectionNatives.initFirst(c, c.vm.known.method, c.vm.known.constructor)) return;
            VmMethod m = k.isInterface() ? k.lookupInterfaceMethod(name, desc) : k.lookupMethod(name, desc);
            if (m == null || m.name.equals("<clinit>")) throw new ThrowNew("java/lang/IllegalArgumentException", "Unable to look up method in target class");
            c.ret(m.isInit() ? ReflectionNatives.newConstructor(c, m) : ReflectionNatives.newMethod(c, m));
        } else {
            if (ReflectionNatives.initFirst(c, c.vm.known.field)) return;
            VmField f;
            try { f = k.lookupField(name, desc); } catch (LinkageFailure e) { f = null; }
            if (f == null) throw new ThrowNew("java/lang/IllegalArgumentException", "Unable to look up field in target class");
            c.ret(ReflectionNatives.newField(c, f));
        }
    }
}
