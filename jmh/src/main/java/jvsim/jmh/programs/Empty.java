package jvsim.jmh.programs;

/** Target with an empty main: running it in jvsim costs only the VM's JDK boot. */
public final class Empty {
    public static void main(String[] args) {
    }
}
