package jvsim.vm;

/**
 * A linkage problem found by the VM; the interpreter turns it into the named Java error inside the
 * target (NoClassDefFoundError, NoSuchMethodError, ...), so it is catchable there.
 */
public final class LinkageFailure extends RuntimeException {
    /** Internal name of the Java exception class to throw in the target. */
    public final String errorClass;

    public LinkageFailure(String errorClass, String message) {
        super(message, null, false, false);
        this.errorClass = errorClass;
    }
}
