package dpor;

/**
 * System.exit while another thread prints two lines: the VM may end before either, between them,
 * or after both. Three final outputs, no violation.
 */
public class ExitWhilePrinting {
    public static void main(String[] args) {
        Thread printer = new Thread(() -> {
            System.out.println("a");
            System.out.println("b");
        });
        printer.start();
        System.exit(0);
    }
}
