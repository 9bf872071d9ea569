package conformance;

public class ExitStatus3 {
    public static void main(String[] args) {
        System.out.println("before exit");
        int computed = 0;
        for (int i = 0; i < 10; i++) computed += i;
        System.out.println("computed " + computed);
        System.out.flush();
        System.exit(3);
        System.out.println("after exit (must not print)");
    }
}
