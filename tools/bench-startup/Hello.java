/** Start-up benchmark: the smallest program (host start, VM boot, one println). */
public class Hello {
    public static void main(String[] args) {
        System.out.println("Hello, world");
    }
}
