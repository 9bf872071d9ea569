package jvsim.vm;

/**
 * A method event ({@link MethodEvents}) as the {@link Op#EVENT} operation that makes it visible
 * carries it: the method, whether it begins or ends, and the objects it may bind (the receiver,
 * null for a static method; the reference arguments, null for a primitive one; at the end the
 * returned reference, else null; the thread's Thread object).
 *
 * @param end the method returns (else it begins)
 * @param args the arguments, in order (a primitive one null); at the end, what they were when it began is not kept: empty
 */
public record MethodCall(VmMethod method, boolean end, VmObject receiver, VmObject[] args, VmObject result, VmObject thread) {
    /** "begin pkg.Class.method" or "end pkg.Class.method", as traces show the event. */
    public String describe() { return (end ? "end " : "begin ") + method.owner.javaName() + "." + method.name; }
}
