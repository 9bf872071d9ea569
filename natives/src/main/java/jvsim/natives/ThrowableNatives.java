package jvsim.natives;

import jvsim.vm.WellKnown;
import jvsim.vm.GuestMemory;
import java.util.ArrayList;
import java.util.List;
import jvsim.vm.Backtrace;
import jvsim.vm.Frame;
import jvsim.vm.ThrowNew;
import jvsim.vm.VmClass;
import jvsim.vm.VmMethod;
import jvsim.vm.VmObject;
import jvsim.vm.classpath.JrtSource;
import jvsim.vm.natives.NativeCall;
import jvsim.vm.natives.NativeRegistry;

/** Throwable stack traces: the backtrace is captured from the VM frames with real file:line. */
final class ThrowableNatives {
    private ThrowableNatives() {}

    static void register(NativeRegistry r) {
        r.register("java/lang/NullPointerException", "getExtendedNPEMessage", "()Ljava/lang/String;", ThrowableNatives::extendedNpeMessage);
        r.register("java/lang/Throwable", "fillInStackTrace", "(I)Ljava/lang/Throwable;", ThrowableNatives::fill);
        // substitution: the JDK computes the format from the boot module layer, which jvsim does not
        // model; every class is either the JDK's (non-upgradeable, builtin loader) or the target's
        r.register("java/lang/StackTraceElement", "computeFormat", "()V", c -> computeFormat(c.self()));
        r.register("java/lang/StackTraceElement", "initStackTraceElements", "([Ljava/lang/StackTraceElement;Ljava/lang/Throwable;)V", ThrowableNatives::init);
        // JDK 21 and later: the backtrace and the depth Throwable.fillInStackTrace recorded
        r.register("java/lang/StackTraceElement", "initStackTraceElements", "([Ljava/lang/StackTraceElement;Ljava/lang/Object;I)V", c -> {
            VmObject elements = c.o(0), holder = c.o(1);
            int depth = c.i(2);
            if (elements == null || holder == null) throw new ThrowNew("java/lang/NullPointerException", null);
            Backtrace bt = holder.meta instanceof Backtrace b ? b : new Backtrace(new VmMethod[0], new int[0]);
            if (depth != elements.length || depth > bt.methods.length) throw new ThrowNew("java/lang/IndexOutOfBoundsException", null);
            for (int i = 0; i < depth; i++) fillElement(c, GuestMemory.element(elements, i), bt.methods[i], bt.pcs[i]);
        });
    }

    static void computeFormat(VmObject e) {
        WellKnown k = e.cls.vm.known;
        VmObject cls = k.steDeclaringClassObject.get(e);
        boolean jdk = cls != null && cls.mirrored().jdk;
        k.steFormat.set(e, jdk ? 0x3 : 0x1);
        k.steDeclaringClassObject.set(e, null);
    }

    /**
     * JEP 358's message for a NullPointerException the interpreter threw at a bytecode (not one
     * the program or a native constructed): computed from the top frame of its stack trace.
     */
    private static void extendedNpeMessage(NativeCall c) {
        VmObject exc = c.self();
        VmObject holder = c.vm.known.throwableBacktrace.get(exc);
        if (exc.meta != ThrowNew.BYTECODE_NPE || holder == null || !(holder.meta instanceof Backtrace)) { c.ret((VmObject) null); return; }
        Backtrace bt = (Backtrace) holder.meta;
        if (bt.methods.length == 0 || bt.methods[0].isNative()) { c.ret((VmObject) null); return; }
        c.retString(NpeMessages.message(bt.methods[0], bt.pcs[0]));
    }

    private static void fill(NativeCall c) {
        VmObject exc = c.self();
        Backtrace bt = capture(c, exc);
        VmObject holder = c.vm.heap.newObject(c.vm.classes.objectClass());
        GuestMemory.setMeta(holder, bt);
        c.vm.known.throwableBacktrace.set(exc, holder);
        c.vm.known.throwableDepth.set(exc, bt.methods.length);
        c.ret(exc);
    }

    static Backtrace capture(NativeCall c, VmObject exc) {
        Frame f = c.thread.top;
        // skip fillInStackTrace frames, then constructors of the exception's own class chain
        while (f != null && f.method.name.equals("fillInStackTrace")) f = f.caller;
        while (f != null && f.method.name.equals("<init>") && exc != null && exc.cls.isSubclassOf(f.method.owner)) f = f.caller;
        List<VmMethod> ms = new ArrayList<>();
        List<Integer> pcs = new ArrayList<>();
        for (; f != null; f = f.caller) {
            // a virtual thread's stack ends at its continuation's entry (the carrier's frames are not its own)
            if (c.thread.mountedThread != null && jvsim.vm.Continuations.isEntry(f)) break;
            if (HiddenFrames.isHidden(f.method) || f.method.name.startsWith("<jvsim")) continue;
            ms.add(f.method);
            pcs.add(f.pc);
        }
        int[] pa = new int[pcs.size()];
        for (int i = 0; i < pa.length; i++) pa[i] = pcs.get(i);
        return new Backtrace(ms.toArray(new VmMethod[0]), pa);
    }

    private static void init(NativeCall c) {
        VmObject elements = c.o(0);
        VmObject exc = c.o(1);
        VmObject holder = c.vm.known.throwableBacktrace.get(exc);
        Backtrace bt = holder == null ? new Backtrace(new VmMethod[0], new int[0]) : (Backtrace) holder.meta;
        for (int i = 0; i < elements.length && i < bt.methods.length; i++) {
            fillElement(c, GuestMemory.element(elements, i), bt.methods[i], bt.pcs[i]);
        }
    }

    static void fillElement(NativeCall c, VmObject e, VmMethod m, int pc) {
        VmClass k = m.owner;
        c.vm.known.steDeclaringClassObject.set(e, k.mirror);
        c.vm.known.steDeclaringClass.set(e, c.vm.heap.intern(k.javaName()));
        c.vm.known.steMethodName.set(e, c.vm.heap.intern(m.name));
        if (k.sourceFile != null) c.vm.known.steFileName.set(e, c.vm.heap.intern(k.sourceFile));
        c.vm.known.steLineNumber.set(e, m.isNative() ? -2 : m.lineAt(pc));
        if (!k.jdk) {
            // classes of the target class path are the application class loader's, named "app"
            c.vm.known.steClassLoaderName.set(e, c.vm.heap.intern("app"));
        } else {
            String mod = c.vm.jdk.moduleOf(k.packageName());
            if (mod != null) {
                c.vm.known.steModuleName.set(e, c.vm.heap.intern(mod));
                String version = c.vm.jdk.moduleVersion(mod);
                if (version != null) c.vm.known.steModuleVersion.set(e, c.vm.heap.intern(version));
            }
        }
    }

}
