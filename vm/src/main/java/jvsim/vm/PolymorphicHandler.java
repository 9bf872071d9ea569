package jvsim.vm;

/** Executes VarHandle's signature-polymorphic access modes (MethodHandle's are the VM's own, see MethodHandleCalls). */
public interface PolymorphicHandler {
    /**
     * Performs the call whose receiver and arguments (per the call-site descriptor {@code desc}) are
     * on top of frame f's operand stack. Returns the frame to continue with, or null to end the turn.
     */
    Frame invoke(VmThread t, Frame f, VmMethod target, String desc);
}
