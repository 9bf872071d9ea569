package jvsim.vm;

/** Thrown through host code when the target halts the VM (Runtime.halt, System.exit). */
public final class VmExit extends RuntimeException {
    public final int status;

    public VmExit(int status) {
        super("exit " + status, null, false, false);
        this.status = status;
    }
}
