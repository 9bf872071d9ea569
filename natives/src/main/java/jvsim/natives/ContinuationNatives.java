package jvsim.natives;

import jvsim.vm.Continuations;
import jvsim.vm.VmObject;
import jvsim.vm.natives.NativeRegistry;

/**
 * JDK 21 and later: jdk.internal.vm.Continuation on the VM's frames ({@link Continuations}), and the
 * natives of java.lang.VirtualThread and Thread that mounting a virtual thread on a carrier uses.
 * Continuations exist only with VmConfig.continuations (ContinuationSupport.isSupported0).
 */
final class ContinuationNatives {
    private ContinuationNatives() {}

    static void register(NativeRegistry r) {
        String c = "jdk/internal/vm/Continuation";
        r.register("jdk/internal/vm/ContinuationSupport", "isSupported0", "()Z", n -> n.ret(n.vm.config.continuations));
        r.register(c, "registerNatives", "()V", n -> { });
        r.register(c, "enterSpecial", "(Ljdk/internal/vm/Continuation;ZZ)V", Continuations::enterSpecial);
        r.register(c, "doYield", "()I", Continuations::doYield);
        r.register(c, "pin", "()V", n -> Continuations.pin(n, true));
        r.register(c, "unpin", "()V", n -> Continuations.pin(n, false));
        r.register(c, "isPinned0", "(Ljdk/internal/vm/ContinuationScope;)I", n -> n.ret(Continuations.pinnedReason(n.thread)));

        String th = "java/lang/Thread";
        // the virtual thread mounted on the calling carrier, else the thread itself
        r.register(th, "currentThread", "()Ljava/lang/Thread;", n -> n.ret(n.thread.currentThreadObj()));
        r.register(th, "currentCarrierThread", "()Ljava/lang/Thread;", n -> n.ret(n.thread.threadObj));
        r.register(th, "setCurrentThread", "(Ljava/lang/Thread;)V", n -> {
            VmObject to = n.o(1);
            n.thread.mountedThread = to == n.thread.threadObj ? null : to;
        });

        String vt = "java/lang/VirtualThread";
        r.register(vt, "registerNatives", "()V", n -> { });
        // no JVMTI agent and no JFR: the notifications and the pinned event have nothing to tell
        r.register(vt, "notifyJvmtiStart", "()V", n -> { });
        r.register(vt, "notifyJvmtiEnd", "()V", n -> { });
        r.register(vt, "notifyJvmtiMount", "(Z)V", n -> { });
        r.register(vt, "notifyJvmtiUnmount", "(Z)V", n -> { });
        r.register(vt, "notifyJvmtiDisableSuspend", "(Z)V", n -> { });
        r.register(vt, "postPinnedEvent", "(Ljava/lang/String;)V", n -> { });
        // JDK 24 and later: the unblocker thread takes the virtual threads a monitor's release unblocked (JEP 491)
        r.register(vt, "takeVirtualThreadListToUnblock", "()Ljava/lang/VirtualThread;", Continuations::takeListToUnblock);
    }
}
