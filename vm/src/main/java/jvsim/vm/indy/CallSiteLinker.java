package jvsim.vm.indy;

import jvsim.vm.ThrowNew;
import jvsim.vm.Vm;
import jvsim.vm.VmClass;
import jvsim.vm.VmMethod;
import org.apache.bcel.classfile.Attribute;
import org.apache.bcel.classfile.BootstrapMethod;
import org.apache.bcel.classfile.BootstrapMethods;
import org.apache.bcel.classfile.ConstantCP;
import org.apache.bcel.classfile.ConstantInvokeDynamic;
import org.apache.bcel.classfile.ConstantMethodHandle;
import org.apache.bcel.classfile.ConstantNameAndType;
import org.apache.bcel.classfile.ConstantPool;

/**
 * Links invokedynamic call sites: for the bootstraps javac emits (LambdaMetafactory,
 * StringConcatFactory, ObjectMethods) the VM generates a small class whose static method has the
 * call site's descriptor, so the call site becomes an invokestatic of ordinary bytecode that the
 * interpreter runs (and state capture sees) like any other, without running java.lang.invoke.
 * Any other bootstrap method runs for real through java.lang.invoke (see BootstrapCallGenerator).
 */
public final class CallSiteLinker {
    private final Vm vm;
    private int counter;

    public CallSiteLinker(Vm vm) { this.vm = vm; }

    /** A call site as read from the constant pool. */
    static final class Site {
        final VmClass caller;
        final String name;
        final String desc;
        final String bootstrapOwner;
        final String bootstrapName;
        /** The bootstrap method's CONSTANT_MethodHandle: its reference kind and referenced member (cp index). */
        final int bootstrapKind, bootstrapRef;
        final int[] args;

        Site(VmClass caller, String name, String desc, String bootstrapOwner, String bootstrapName, int bootstrapKind, int bootstrapRef, int[] args) {
            this.caller = caller; this.name = name; this.desc = desc;
            this.bootstrapOwner = bootstrapOwner; this.bootstrapName = bootstrapName;
            this.bootstrapKind = bootstrapKind; this.bootstrapRef = bootstrapRef; this.args = args;
        }
    }

    public VmMethod link(VmClass cls, int index) {
        Site site = read(cls, index);
        String bsm = site.bootstrapOwner + "." + site.bootstrapName;
        Generated g;
        switch (bsm) {
            case "java/lang/invoke/LambdaMetafactory.metafactory":
            case "java/lang/invoke/LambdaMetafactory.altMetafactory":
                g = new LambdaGenerator(site, nextName(cls, "$$Lambda$")).generate();
                break;
            case "java/lang/invoke/StringConcatFactory.makeConcatWithConstants":
            case "java/lang/invoke/StringConcatFactory.makeConcat":
                g = new ConcatGenerator(site, nextName(cls, "$$Concat$")).generate();
                break;
            case "java/lang/runtime/ObjectMethods.bootstrap":
                g = new RecordMethodsGenerator(vm, site, nextName(cls, "$$Record$")).generate();
                break;
            default:
                g = new BootstrapCallGenerator(site, nextName(cls, "$$Indy$"), this::linkConstant).generate();
        }
        VmClass k = define(cls, g);
        if (g.body != null) k.forwardsTo = body(cls, g.body);
        VmMethod m = k.declaredMethod(g.methodName, site.desc);
        if (m == null) throw new IllegalStateException("generated call site method missing in " + g.className);
        return m;
    }

    /**
     * The thunk whose static get() yields constant index of cls: a method type, method handle or
     * dynamic constant (see ConstantGenerator); one per constant, kept in cls's cpCache by the caller.
     */
    public VmMethod linkConstant(VmClass cls, int index) {
        Object cached = cls.cpCache[index];
        if (cached instanceof VmMethod) return (VmMethod) cached;
        String desc = ConstantGenerator.descriptor(cls, index);
        Generated g = new ConstantGenerator(cls, index, nextName(cls, "$$Constant$"), this::linkConstant).generate();
        VmMethod m = define(cls, g).declaredMethod(g.methodName, desc);
        if (m == null) throw new IllegalStateException("generated constant method missing in " + g.className);
        cls.cpCache[index] = m;
        return m;
    }

    private VmClass define(VmClass cls, Generated g) {
        VmClass k = vm.classes.defineFromBytes(g.className, g.bytes, cls.loader);
        k.hidden = true;
        k.jdk = cls.jdk;
        k.testFramework = cls.testFramework;
        k.source = cls.source;
        k.protectionDomain = cls.protectionDomain;
        return k;
    }

    /** The method body names ({owner, name, descriptor}), if its class is cls or one already loaded by cls's loader; else null. */
    private VmMethod body(VmClass cls, String[] body) {
        VmClass owner = body[0].equals(cls.name) ? cls : vm.classes.findLoaded(body[0]);
        if (owner == null || owner.loader != cls.loader && owner != cls) return null;
        VmMethod m = owner.declaredMethod(body[1], body[2]);
        return m != null ? m : owner.lookupMethod(body[1], body[2]);
    }

    private String nextName(VmClass cls, String kind) {
        return cls.name + kind + (counter++);
    }

    private static Site read(VmClass cls, int index) {
        ConstantPool cp = cls.cp;
        ConstantInvokeDynamic indy = (ConstantInvokeDynamic) cp.getConstant(index);
        ConstantNameAndType nt = (ConstantNameAndType) cp.getConstant(indy.getNameAndTypeIndex());
        BootstrapMethod bm = bootstrapMethod(cls, indy.getBootstrapMethodAttrIndex());
        ConstantMethodHandle mh = (ConstantMethodHandle) cp.getConstant(bm.getBootstrapMethodRef());
        ConstantCP ref = (ConstantCP) cp.getConstant(mh.getReferenceIndex());
        ConstantNameAndType bnt = (ConstantNameAndType) cp.getConstant(ref.getNameAndTypeIndex());
        return new Site(cls, nt.getName(cp), nt.getSignature(cp), ref.getClass(cp).replace('.', '/'), bnt.getName(cp),
                mh.getReferenceKind(), mh.getReferenceIndex(), bm.getBootstrapArguments());
    }

    /** Entry index of cls's BootstrapMethods attribute. */
    static BootstrapMethod bootstrapMethod(VmClass cls, int index) {
        BootstrapMethods bms = null;
        for (Attribute a : cls.cf.getAttributes()) if (a instanceof BootstrapMethods) bms = (BootstrapMethods) a;
        if (bms == null) throw new ThrowNew("java/lang/BootstrapMethodError", "no BootstrapMethods attribute in " + cls.javaName());
        return bms.getBootstrapMethods()[index];
    }

    /** A generated class: its name, bytes, and the static method the call site invokes. */
    static final class Generated {
        final String className;
        final byte[] bytes;
        final String methodName;
        /** For a lambda's class: the method its interface method calls, {owner, name, descriptor}; else null. */
        String[] body;

        Generated(String className, byte[] bytes, String methodName) {
            this.className = className; this.bytes = bytes; this.methodName = methodName;
        }
    }
}
