package jvsim.vm;

/**
 * Which methods' begins and ends are events (--monitor, --enforce): a listener gives the VM one
 * ({@link Vm#watchMethods}), which asks it once per method, for the classes loaded so far and then
 * for each class as it is linked, and keeps the answer in {@link VmMethod#events}. A call of such a
 * method from the program's own code (not from inside the JDK) is then a scheduling point, an
 * {@link Op#EVENT} with its {@link Op#call}, before the method begins ({@link #BEGIN}) and before it
 * returns ({@link #END}), or before an exception that the method does not catch leaves it (an end
 * too, its {@link MethodCall#thrown} the exception: {@code Interpreter.unwind} stops there and the
 * thread goes on unwinding when the step is granted, from {@link VmThread#unwinding}). Methods the
 * VM implements natively have none.
 */
public interface MethodEvents {
    int BEGIN = 1, END = 2;

    /** The events of m: BEGIN and/or END or-ed together, 0 for none. */
    int events(VmMethod m);
}
