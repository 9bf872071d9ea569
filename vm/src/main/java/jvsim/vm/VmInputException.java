package jvsim.vm;

/** Bad input from the user (missing class, no main method, corrupt class file): exit status 2. */
public final class VmInputException extends RuntimeException {
    public VmInputException(String message) { super(message); }
}
