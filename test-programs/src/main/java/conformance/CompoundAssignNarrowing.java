package conformance;

public class CompoundAssignNarrowing {
    static int counter = 0;
    static int[] arr = new int[4];

    static int idx() {
        counter++;
        return counter % 4;
    }

    public static void main(String[] args) {
        byte b = 100;
        b += 100;
        System.out.println("byte += " + b);
        b *= 3;
        System.out.println("byte *= " + b);
        b -= 300;
        System.out.println("byte -= " + b);
        b /= 0.3;
        System.out.println("byte /= 0.3 " + b);
        short s = 30000;
        s += 30000;
        System.out.println("short += " + s);
        s <<= 4;
        System.out.println("short <<= " + s);
        s ^= 0x7FFF;
        System.out.println("short ^= " + s);
        char c = 'A';
        c += 1.7;
        System.out.println("char += 1.7 " + c);
        c *= 2;
        System.out.println("char *= 2 " + (int) c);
        int i = 10;
        i *= 2.5;
        System.out.println("int *= 2.5 " + i);
        i /= 0.0;
        System.out.println("int /= 0.0 " + i);
        i = 7;
        i %= -3;
        System.out.println("int %= " + i);
        long l = 1;
        l <<= 65;
        System.out.println("long <<= 65 " + l);
        float f = 1e20f;
        int fi = 0;
        fi += f;
        System.out.println("int += 1e20f " + fi);
        double d = 10;
        d %= 3.5;
        System.out.println("double %= " + d);
        byte[] ba = {127, -128};
        ba[0]++;
        ba[1]--;
        System.out.println("array byte ++ " + ba[0] + " " + ba[1]);
        arr[idx()] += 5;
        arr[idx()] += 7;
        arr[idx()] *= 3;
        System.out.println("index side effects " + counter + " " + arr[0] + " " + arr[1] + " " + arr[2] + " " + arr[3]);
        int j = 0;
        int[] a = new int[3];
        a[j++] = j++;
        System.out.println("eval order " + j + " " + a[0] + " " + a[1]);
        int k = 1;
        k += k++ * ++k;
        System.out.println("k " + k);
        String str = "s";
        str += 1 + 2;
        str += 'c';
        str += null;
        str += 1.5f;
        System.out.println("string += " + str);
        Integer boxed = 5;
        boxed += 10;
        boxed++;
        System.out.println("boxed " + boxed);
        Character bc = 'a';
        bc++;
        System.out.println("boxed char " + bc);
        boolean flag = true;
        flag &= false;
        System.out.println("bool &= " + flag);
        flag |= true;
        flag ^= true;
        System.out.println("bool ^= " + flag);
    }
}
