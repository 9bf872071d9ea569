package jvsim.vm;

/** Executes signature-polymorphic calls (MethodHandle.invoke*, VarHandle access modes). */
public interface PolymorphicHandler {
    /**
     * Performs the call whose receiver and arguments (per the call-site descriptor {@code desc}) are
     * on top of frame f's operand stack. Returns the frame to continue with, or null to end the turn.
     */
    Frame invoke(VmThread t, Frame f, VmMethod target, String desc);
}
