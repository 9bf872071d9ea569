package jvsim.vm;

/**
 * A method event ({@link MethodEvents}) as the {@link Op#EVENT} operation that makes it visible
 * carries it: the method, whether it begins or ends, and the objects it may bind (the receiver,
 * null for a static method; the reference arguments, null for a primitive one; at the end the
 * returned reference, else null; the thread's Thread object; at an end by an exception, the exception).
 *
 * @param end the method returns or an exception leaves it (else it begins)
 * @param args the arguments, in order (a primitive one null); at the end, what they were when it began is not kept: empty
 * @param thrown at the end of a method an exception leaves, the exception (then result is null); else null
 */
public record MethodCall(VmMethod method, boolean end, VmObject receiver, VmObject[] args, VmObject result, VmObject thread, VmObject thrown) {
    /**
     * "begin pkg.Class.method", "end pkg.Class.method", or "end pkg.Class.method throwing
     * pkg.SomeException" for an exceptional end, as traces show the event.
     */
    public String describe() {
        return (end ? "end " : "begin ") + method.owner.javaName() + "." + method.name
                + (thrown == null ? "" : " throwing " + thrown.cls.javaName());
    }
}
