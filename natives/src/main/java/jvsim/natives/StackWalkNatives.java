package jvsim.natives;

import java.util.ArrayList;
import java.util.List;
import jvsim.vm.Backtrace;
import jvsim.vm.Frame;
import jvsim.vm.GuestMemory;
import jvsim.vm.ThrowNew;
import jvsim.vm.VmClass;
import jvsim.vm.VmMethod;
import jvsim.vm.VmObject;
import jvsim.vm.natives.NativeCall;
import jvsim.vm.natives.NativeRegistry;

/**
 * StackWalker: walk, forEach and getCallerClass run jvsim.model.StackWalks in the VM, whose natives
 * are here. The frames are captured once per walk into a Backtrace (the holder's meta, as for a
 * Throwable); a frame's StackTraceElement is made only when the target asks for it.
 */
final class StackWalkNatives {
    private StackWalkNatives() {}

    private static final String MODEL = "jvsim/model/StackWalks";
    private static final String FRAME = MODEL + "$Frame";
    /** StackWalker.Option ordinals, bits of the walker's RegularEnumSet. */
    private static final long RETAIN_CLASS_REFERENCE = 1, SHOW_REFLECT_FRAMES = 2, SHOW_HIDDEN_FRAMES = 4;

    static void register(NativeRegistry reg) {
        reg.redirect("java/lang/StackWalker", "walk", "(Ljava/util/function/Function;)Ljava/lang/Object;",
                MODEL, "walk", "(Ljava/lang/StackWalker;Ljava/util/function/Function;)Ljava/lang/Object;");
        reg.redirect("java/lang/StackWalker", "forEach", "(Ljava/util/function/Consumer;)V",
                MODEL, "forEach", "(Ljava/lang/StackWalker;Ljava/util/function/Consumer;)V");
        reg.redirect("java/lang/StackWalker", "getCallerClass", "()Ljava/lang/Class;",
                MODEL, "getCallerClass", "(Ljava/lang/StackWalker;)Ljava/lang/Class;");
        reg.register(MODEL, "frames", "(Ljava/lang/StackWalker;Z)[L" + FRAME + ";", StackWalkNatives::frames);
        reg.register(FRAME, "element0", "()Ljava/lang/StackTraceElement;", c -> {
            Backtrace bt = (Backtrace) c.vm.known.frameTrace.get(c.self()).meta;
            int i = (int) c.vm.known.frameIndex.get(c.self());
            VmObject e = c.vm.heap.newObject(c.vm.known.stackTraceElement.get());
            ThrowableNatives.fillElement(c, e, bt.methods[i], bt.pcs[i]);
            ThrowableNatives.computeFormat(e);
            c.ret(e);
        });
        reg.register(FRAME, "descriptor0", "()Ljava/lang/String;", c -> {
            Backtrace bt = (Backtrace) c.vm.known.frameTrace.get(c.self()).meta;
            c.ret(c.vm.heap.intern(bt.methods[(int) c.vm.known.frameIndex.get(c.self())].desc));
        });
    }

    /**
     * The frames below the StackWalks method (and a StackWalker frame, if any) as the walk shows
     * them: reflection frames (Method.invoke, Constructor.newInstance and their accessors) only with
     * SHOW_REFLECT_FRAMES, hidden frames only with SHOW_HIDDEN_FRAMES (which shows both); for
     * getCallerClass, neither, whatever the options.
     */
    private static void frames(NativeCall c) {
        VmObject walker = c.o(0);
        boolean callerClass = c.z(1);
        long options = c.vm.known.regularEnumSetElements.get(c.vm.known.stackWalkerOptions.get(walker));
        if (callerClass && (options & RETAIN_CLASS_REFERENCE) == 0)
            throw new ThrowNew("java/lang/UnsupportedOperationException", "This stack walker does not have RETAIN_CLASS_REFERENCE access");
        boolean hidden = !callerClass && (options & SHOW_HIDDEN_FRAMES) != 0;
        boolean reflect = hidden || !callerClass && (options & SHOW_REFLECT_FRAMES) != 0;
        Frame f = c.thread.top;
        while (f != null && (f.method.owner.name.startsWith(MODEL) || f.method.owner.name.equals("java/lang/StackWalker"))) f = f.caller;
        List<VmMethod> ms = new ArrayList<>();
        List<Integer> pcs = new ArrayList<>();
        // a virtual thread's stack ends with its continuation's entry frame (the carrier's frames are not its own)
        boolean virtual = c.thread.mountedThread != null;
        for (; f != null; f = virtual && jvsim.vm.Continuations.isEntry(f) ? null : f.caller) {
            if (f.method.name.startsWith("<jvsim")) continue;
            if (!hidden && HiddenFrames.isHidden(f.method)) continue;
            if (!reflect && isReflection(f.method)) continue;
            ms.add(f.method);
            pcs.add(f.pc);
        }
        int[] pa = new int[pcs.size()];
        for (int i = 0; i < pa.length; i++) pa[i] = pcs.get(i);
        Backtrace bt = new Backtrace(ms.toArray(new VmMethod[0]), pa);
        VmObject holder = c.vm.heap.newObject(c.vm.classes.objectClass());
        GuestMemory.setMeta(holder, bt);
        VmClass frameClass = c.vm.known.stackWalksFrame.get();
        VmObject[] frames = new VmObject[pa.length];
        boolean retain = (options & RETAIN_CLASS_REFERENCE) != 0;
        for (int i = 0; i < frames.length; i++) {
            VmObject fr = frames[i] = c.vm.heap.newObject(frameClass);
            c.vm.known.frameDeclaringClass.set(fr, bt.methods[i].owner.mirror);
            c.vm.known.frameRetainClassReference.set(fr, retain);
            c.vm.known.frameBci.set(fr, pa[i]);
            c.vm.known.frameTrace.set(fr, holder);
            c.vm.known.frameIndex.set(fr, i);
        }
        c.ret(GuestMemory.newArray(c.vm.classes.arrayOf(frameClass), frames));
    }

    /** Frames HotSpot's stack walk counts as reflection: Method.invoke, Constructor.newInstance and the accessors under them. */
    private static boolean isReflection(VmMethod m) {
        String owner = m.owner.name;
        return owner.equals("java/lang/reflect/Method") && m.name.equals("invoke")
                || owner.equals("java/lang/reflect/Constructor") && m.name.equals("newInstance")
                || owner.startsWith("jdk/internal/reflect/") && (m.owner.isSubclassOf(m.owner.vm.known.methodAccessorImpl.get()) || m.owner.isSubclassOf(m.owner.vm.known.constructorAccessorImpl.get()));
    }
}
