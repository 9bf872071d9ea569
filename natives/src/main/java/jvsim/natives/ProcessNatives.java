package jvsim.natives;

import jvsim.vm.ThrowNew;
import jvsim.vm.natives.NativeRegistry;

/**
 * Process natives of the sandbox: starting a process is refused (ProcessBuilder.start and
 * Runtime.exec throw IOException "Cannot run program ...: jvsim sandbox: ..."), and the target runs
 * with an empty environment, so nothing of the host's environment leaks into it and runs stay
 * deterministic. The VM is process {@link ManagementNatives#PID} (ProcessHandle.current().pid(),
 * RuntimeMXBean.getPid()), started when the VM's clock started; no other process is visible (its
 * handle is not alive), and process handles' other natives are not implemented.
 */
final class ProcessNatives {
    private ProcessNatives() {}

    static void register(NativeRegistry reg) {
        reg.register("java/lang/ProcessImpl", "init", "()V", c -> { });
        reg.register("java/lang/ProcessImpl", "forkAndExec", "(I[B[B[BI[BI[B[IZ)I", c -> {
            throw new ThrowNew("java/io/IOException", "jvsim sandbox: starting processes is refused");
        });
        reg.register("java/lang/ProcessHandleImpl", "initNative", "()V", c -> { });
        reg.register("java/lang/ProcessHandleImpl", "getCurrentPid0", "()J", c -> c.ret((long) ManagementNatives.PID));
        // the start time of a live process (the VM's start), -1 for any other pid: no other process is visible
        reg.register("java/lang/ProcessHandleImpl", "isAlive0", "(J)J", c -> c.ret(c.j(0) == ManagementNatives.PID ? SystemNatives.EPOCH_MILLIS : -1L));
        reg.register("java/lang/ProcessEnvironment", "environ", "()[[B", c ->
                c.ret(c.vm.heap.newArray(c.vm.classes.arrayOf(c.vm.primitiveArray((byte) 8)), 0)));
    }
}
