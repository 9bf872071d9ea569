package jvsim.vm.natives;

/** Host implementation of a target method that is native (or substituted). */
@FunctionalInterface
public interface NativeMethod {
    /**
     * Runs the method. Arguments and the result go through {@code call}; a Java exception is raised
     * in the target by throwing {@link jvsim.vm.GuestException} or {@link jvsim.vm.ThrowNew}.
     */
    void invoke(NativeCall call);
}
